import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { storyNotices } from '../shared/story.data';
import { containing, storyT } from '../shared/story.helpers';
import { NoticeList } from './NoticeList';

const meta = {
  title: 'Widgets/NoticeList',
  component: NoticeList,
  args: { notices: storyNotices(95), onPageChange: fn() },
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 95 notices: 10 a page, 7 page buttons; a notice opens with its HTML made safe. */
export const Notices: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const first = canvas.getByRole('button', { name: containing('系统维护公告') });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('5 月 1 日 02:00 至 06:00')).toBeInTheDocument();
    await expect(canvasElementScripts(context.canvasElement)).toBe(0);
    const pages = within(canvas.getByRole('navigation'));
    await userEvent.click(pages.getByRole('button', { name: t('pagination.page', { page: 10 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(10);
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(5);
  },
};

function canvasElementScripts(element: HTMLElement): number {
  return element.querySelectorAll('script').length;
}

export const Empty: Story = { args: { notices: [] } };

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: {
    notices: storyNotices(12).map((notice) => ({
      ...notice,
      title: stressText.th.sentence,
      content: `<p>${stressText.th.sentence}</p>`,
    })),
    defaultOpenId: 1,
  },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    notices: storyNotices(12).map((notice) => ({
      ...notice,
      title: stressText.vi.sentence,
      content: `<p>${stressText.vi.sentence}</p>`,
    })),
    defaultOpenId: 1,
  },
};
