import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type StoryImage, storyImages } from '../../storybook/story.images';
import { Carousel, type CarouselSlide } from './Carousel';
import { carouselDefaults } from './carousel.rules';
import { IdleCarousel } from './IdleCarousel';

const colours = Object.keys(storyImages) as StoryImage[];

const slides = (count: number): CarouselSlide[] =>
  Array.from({ length: count }, (_, index) => {
    const colour = colours[index % colours.length]!;
    return {
      id: `banner-${index + 1}`,
      content: (
        <img
          src={storyImages[colour]}
          alt={`Banner ${index + 1}`}
          style={{ display: 'block', width: '100%', aspectRatio: '16 / 6', objectFit: 'cover' }}
        />
      ),
      thumbnail: { src: storyImages[colour], alt: `Photo ${index + 1}` },
    };
  });

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { label: 'Promotions', slides: slides(4), onSlideChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('button[aria-current="true"]')).map((button) => button.getAttribute('aria-label'));

/** Moves on every 2500 ms; pointer over it pauses. */
export const Autoplay: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(1), {
      timeout: carouselDefaults.intervalMs + 1500,
    });
    const region = canvasElement.querySelector('section')!;
    await userEvent.hover(region);
    const calls = (args.onSlideChange as ReturnType<typeof fn>).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, carouselDefaults.intervalMs + 300));
    await expect((args.onSlideChange as ReturnType<typeof fn>).mock.calls.length).toBe(calls);
  },
};

/** Previous, next, dots and the pause button from the keyboard. */
export const Controls: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement, canvas, args }) => {
    const buttons = canvas.getAllByRole('button');
    const next = buttons[buttons.length - 1]!;
    await userEvent.click(next);
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(1));
    await expect(current(canvasElement)).toHaveLength(1);
    const dots = canvasElement.querySelectorAll('ol button');
    await userEvent.click(dots[3] as HTMLElement);
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(3));
    // Five slides or fewer do not loop: next on the last one stays there.
    await userEvent.click(next);
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(3);
  },
};

/** More than 5 slides loop: previous on the first goes to the last. */
export const LoopsPastFive: Story = {
  args: { slides: slides(6), autoplay: false },
  play: async ({ canvas, args }) => {
    const previous = canvas.getAllByRole('button')[0]!;
    await userEvent.click(previous);
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(5));
  },
};

/** The redeem dialog's photo swiper: thumbnails under the photos. */
export const Thumbnails: Story = {
  args: { slides: slides(6), thumbnails: true, autoplay: false, label: 'Reward photos' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('img', { name: 'Photo 3' }));
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByRole('img', { name: 'Photo 3' }).closest('button')).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const PauseButton: Story = {
  play: async ({ canvas, args }) => {
    const pause = canvas.getAllByRole('button')[0]!;
    await userEvent.click(pause);
    await userEvent.unhover(pause);
    (pause as HTMLElement).blur();
    await new Promise((resolve) => setTimeout(resolve, carouselDefaults.intervalMs + 300));
    await expect(args.onSlideChange).not.toHaveBeenCalled();
  },
};

/** The install steps: 270 px per step, several visible at once. */
export const Steps: Story = {
  args: { slides: slides(6), slideSize: '270px', autoplay: false, label: 'Install steps' },
};

/**
 * The idle carousel (the home banners): the same markup from the first paint, the engine loaded once the browser is
 * idle or a pointer comes; a press made before it runs is done when it does.
 */
export const Idle: Story = {
  args: { autoplay: false },
  render: (args) => <IdleCarousel {...args} />,
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    // The press waits for the engine's chunk, which a loaded machine may take seconds to fetch the first time.
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(1), { timeout: 15_000 });
    await expect(current(canvasElement)).toEqual([canvas.getAllByRole('group')[1]?.getAttribute('aria-label')]);
  },
};
