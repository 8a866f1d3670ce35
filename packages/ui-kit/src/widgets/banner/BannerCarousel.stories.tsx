import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { storyBanners } from '../shared/story.data';
import { storyImage, storyT } from '../shared/story.helpers';
import { BannerCarousel } from './BannerCarousel';

const meta = {
  title: 'Widgets/BannerCarousel',
  component: BannerCarousel,
  args: { banners: storyBanners, onOpen: fn() },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banners leading to a promotion (P), a game (G) and a URL, and one leading nowhere; 2500 ms autoplay. */
export const Banners: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.pause') }));
    await userEvent.click(canvas.getByRole('button', { name: '首存加送 100%' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ linkageType: 'P', linkage: '12' }));
    await expect(canvas.queryByRole('button', { name: '新春快乐' })).toBeNull();
    await expect(canvas.getAllByRole('img')[0]).toHaveAttribute('loading', 'eager');
  },
};

/** The home page of the site shell passes 3000 ms. */
export const HomePage: Story = { args: { intervalMs: 3000 } };

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: {
    banners: [
      { id: 1, title: stressText.th.sentence, imageUrl: storyImage('โปรโมชั่น', 30, 1200, 400), linkageType: 'P' },
    ],
  },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    banners: [
      { id: 1, title: stressText.vi.sentence, imageUrl: storyImage('Khuyến mãi', 200, 1200, 400), linkageType: 'URL' },
      { id: 2, title: stressText.vi.label, imageUrl: storyImage('Rồng vàng', 100, 1200, 400), linkageType: 'G' },
    ],
  },
};
