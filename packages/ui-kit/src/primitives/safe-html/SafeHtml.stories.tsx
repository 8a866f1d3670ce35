import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyImages } from '../../storybook/story.images';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { SafeHtml } from './SafeHtml';
import { SafeHtmlPolicyProvider } from './SafeHtmlPolicy';

const promotion = `
  <h2>首存奖励 100%</h2>
  <p style="font-weight: bold">活动期间首次存款即可获得 100% 奖励，最高 888 元。</p>
  <img src="${storyImages.gold}" alt="首存奖励" width="320" onerror="alert('xss')">
  <script>document.body.innerHTML = 'hacked'</script>
  <p><a href="javascript:alert(1)">立即领取</a> · <a href="/promotions" target="_blank">查看全部活动</a></p>
  <table><tbody><tr><th>存款</th><th>奖励</th></tr><tr><td>100</td><td>100</td></tr></tbody></table>
`;

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: { html: promotion, as: 'article' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Promotion content from the server: the script, the handler and the javascript: link are gone; the image stays. */
export const PromotionContent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByRole('img', { name: '首存奖励' })).toBeVisible();
    await expect(canvas.getByText('立即领取').getAttribute('href')).toBeNull();
    await expect(canvas.getByRole('link', { name: '查看全部活动' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The element the player would hit at the middle of `target`. */
function hitAtCentreOf(target: Element): Element | null {
  const box = target.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

const overlayNotice = `
  <div style="position: fixed; inset: 0; z-index: 2147483647; width: 100vw; height: 100vh">
    <a href="/phish" style="display: block; width: 100vw; height: 100vh">点此领取奖励</a>
  </div>
  <p>系统维护通知：今晚 02:00 至 04:00。</p>
`;

/**
 * A merchant notice that tries to lay an invisible full-screen link over the dialog that shows it: the positioning is
 * stripped and the box clips what is left, so the dialog's own button still gets the click. Then an element that got
 * past the sanitizer (fixed, full screen, on top) is put in by hand: the box (`contain: paint`) still holds it.
 */
const acknowledged = fn();

export const CannotCoverItsDialog: Story = {
  args: { html: overlayNotice, as: 'div' },
  render: (args) => (
    <Dialog defaultOpen title="公告" footer={<Button onClick={acknowledged}>我知道了</Button>}>
      <SafeHtml {...args} data-testid="notice-html" />
    </Dialog>
  ),
  play: async () => {
    acknowledged.mockClear();
    const acknowledge = await screen.findByRole('button', { name: '我知道了' });
    await waitFor(() => expect(hitAtCentreOf(acknowledge)).toBe(acknowledge));
    await userEvent.click(acknowledge);
    await expect(acknowledged).toHaveBeenCalledTimes(1);

    const box = screen.getByTestId('notice-html');
    const smuggled = document.createElement('div');
    smuggled.setAttribute('style', 'position: fixed; inset: 0; z-index: 2147483647; background: transparent');
    box.append(smuggled);
    await expect(hitAtCentreOf(acknowledge)).toBe(acknowledge);
    const title = screen.getByRole('heading', { name: '公告' });
    await expect(title.contains(hitAtCentreOf(title))).toBe(true);
  },
};

const trackedMessage = `
  <p>本周返水已到账，请前往钱包查看。</p>
  <img src="https://tracker.example/pixel.gif?player=42" alt="返水通知" width="120" height="40">
  <img src="${storyImages.gold}" alt="本站活动图" width="160">
`;

/**
 * A message with a tracking pixel from another site: its `src` is dropped before the HTML reaches the page, so the
 * image is never fetched and its text alternative shows instead; the site's own image stays. The product lists the
 * merchant's image CDNs in `SafeHtmlPolicyProvider` (none here).
 */
export const RemoteImagesAreNotFetched: Story = {
  args: { html: trackedMessage, as: 'article' },
  render: (args) => (
    <SafeHtmlPolicyProvider imageOrigins={[]}>
      <SafeHtml {...args} />
    </SafeHtmlPolicyProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '返水通知' })).not.toHaveAttribute('src');
    await expect(canvas.getByRole('img', { name: '本站活动图' })).toHaveAttribute('src', storyImages.gold);
  },
};
