import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { labelled, storyT } from '../shared/story.helpers';
import { type HelpArticleData, HelpCentre } from './HelpCentre';

const articles: HelpArticleData[] = [
  {
    id: 1,
    categoryId: 1,
    tag: 'register',
    title: '如何注册？',
    content: '<p>点击<strong>注册</strong>，填写表单并同意用户协议。</p>',
    updatedAt: Date.UTC(2026, 10, 1),
  },
  {
    id: 2,
    categoryId: 1,
    tag: 'password',
    title: '忘记密码',
    content:
      '<p>在登录窗口点击忘记密码。</p><script>window.__storyInjected = true;</script><img src=x onerror="alert(1)">',
    updatedAt: Date.UTC(2026, 10, 2),
  },
  {
    id: 3,
    categoryId: 2,
    tag: 'agreement',
    title: '用户协议',
    content: '<p>使用本站即表示同意以下条款。</p>',
    updatedAt: Date.UTC(2026, 10, 3),
  },
];

/** The help centre with its search filtering the articles as the site does. */
function Help({ currentTag }: { currentTag?: string }) {
  const [query, setQuery] = useState('');
  const shown = articles.filter((a) => !query || `${a.title} ${a.content}`.includes(query));
  return (
    <HelpCentre
      categories={[
        { id: 1, tag: 'account', title: '账户' },
        { id: 2, tag: 'terms', title: '条款' },
      ]}
      articles={shown}
      query={query}
      onQueryChange={setQuery}
      currentTag={currentTag}
    />
  );
}

const meta = { title: 'Widgets/Help/HelpCentre', component: Help } satisfies Meta<typeof Help>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contents, articles at their anchors, merchant HTML made safe, a search that narrows and says when nothing matches. */
export const Search: Story = {
  args: { currentTag: 'agreement' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('link', { name: '条款' })).toHaveAttribute('href', '#terms');
    await expect(canvasElement.querySelector('#agreement')).toHaveAttribute('aria-current', 'location');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect((window as { __storyInjected?: boolean }).__storyInjected).toBeUndefined();
    const search = canvas.getByLabelText(labelled(t('help.search')));
    await userEvent.type(search, '协议');
    await waitFor(() => expect(canvas.queryByRole('heading', { name: '忘记密码' })).toBeNull());
    await expect(canvas.getByRole('heading', { name: '用户协议' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(await canvas.findByText(t('help.noResults'))).toBeVisible();
  },
};
