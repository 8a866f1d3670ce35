import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { storyBanners } from '../shared/story.data';
import { expectArtworkWhole, storyImage, storyT } from '../shared/story.helpers';
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

/** On a phone (375 px): the banner keeps its 3:1 box and shows its whole picture, words included. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    if (!image) throw new Error('no banner');
    await expectArtworkWhole(image);
    const box = image.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(375);
    await expect(Math.abs(box.width / box.height - 3)).toBeLessThan(0.06);
  },
};

/**
 * A banner with a phone picture (3:2) besides its wide one: a phone (up to 767 px) loads only the phone picture, in
 * its own 3:2 box; a wider screen, as here, only the wide one in the 3:1 box.
 */
export const WithPhonePicture: Story = {
  args: {
    banners: [
      {
        id: 1,
        title: 'Welcome to the tables',
        imageUrl: storyImage('Welcome to the tables', 10, 1200, 400),
        phoneImageUrl: storyImage('Welcome to the tables', 10, 750, 500),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    if (!image) throw new Error('no banner');
    await expect(canvasElement.querySelector('picture source')).toHaveAttribute(
      'media',
      'screen and (max-width: 767px)',
    );
    await expectArtworkWhole(image);
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 3)).toBeLessThan(0.06);
    await expect(image.currentSrc).toBe(image.src);
  },
};

/** A banner drawn at another ratio (4:1) is letterboxed in the 3:1 box, never cut at its sides. */
export const OtherRatio: Story = {
  args: {
    banners: [{ id: 1, title: 'Welcome to the tables', imageUrl: storyImage('Welcome to the tables', 10, 1920, 480) }],
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    if (!image) throw new Error('no banner');
    await expectArtworkWhole(image);
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
