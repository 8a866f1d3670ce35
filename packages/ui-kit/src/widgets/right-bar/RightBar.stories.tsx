import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { RightBar } from './RightBar';

const onFeedback = fn();
const onLiveChat = fn();

const meta = {
  title: 'Widgets/RightBar',
  component: RightBar,
  args: {
    entries: [
      { key: 'liveChat', onSelect: onLiveChat },
      { key: 'skype', href: 'skype:aurum.support?chat', external: true },
      { key: 'appDownload', href: '/download' },
      { key: 'promotion', href: '/promotions' },
      { key: 'speedTest', href: '/speedtest' },
      { key: 'noticeBoard', href: '/notices' },
      { key: 'help', href: '/help' },
      { key: 'feedback', onSelect: onFeedback },
    ],
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: 3000 }}>{Story()}</div>],
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages are links, another site opens in a new tab (and says so), the rest are buttons. */
export const Entries: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const nav = canvas.getByRole('navigation', { name: t('rightBar.label') });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('rightBar.help') })).toHaveAttribute('href', '/help');
    const skype = canvas.getByRole('link', { name: t('rightBar.newWindow', { label: t('rightBar.skype') }) });
    await expect(skype).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: t('rightBar.feedback') }));
    await expect(onFeedback).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('rightBar.liveChat') }));
    await expect(onLiveChat).toHaveBeenCalled();
  },
};

/** Back to top appears once the page has scrolled past 200 px, and takes the page back up. */
export const BackToTop: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    window.scrollTo({ top: 0 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('rightBar.backToTop') })).toBeNull());
    window.scrollTo({ top: 150 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.queryByRole('button', { name: t('rightBar.backToTop') })).toBeNull();
    window.scrollTo({ top: 400 });
    const back = await canvas.findByRole('button', { name: t('rightBar.backToTop') });
    await userEvent.click(back);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('rightBar.backToTop') })).toBeNull());
  },
};

/** In the phone frame's menu sheet: the same entries as tiles in the flow, never fixed, without back to top. */
export const InTheMenu: Story = {
  args: { layout: 'menu' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const nav = canvas.getByRole('navigation', { name: t('rightBar.label') });
    await expect(getComputedStyle(nav).position).toBe('static');
    await expect(canvas.getByRole('link', { name: t('rightBar.promotion') })).toHaveAttribute('href', '/promotions');
    await userEvent.click(canvas.getByRole('button', { name: t('rightBar.feedback') }));
    await expect(onFeedback).toHaveBeenCalled();
    window.scrollTo({ top: 400 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.queryByRole('button', { name: t('rightBar.backToTop') })).toBeNull();
  },
};
