import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyImages } from '../../storybook/story.images';
import { SafeHtml } from './SafeHtml';

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
