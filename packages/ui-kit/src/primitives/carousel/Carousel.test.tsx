import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { Carousel } from './Carousel';

const slides = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `s${index + 1}`,
    content: <p>Banner {index + 1}</p>,
    thumbnail: { src: `data:image/png;base64,iVBORw0KGgo=`, alt: `Photo ${index + 1}` },
  }));

// Layout-free checks; sliding itself is exercised in Chromium by the carousel stories.
describe('Carousel', () => {
  it('is a labelled carousel region whose slides are groups numbered "n of total"', async () => {
    await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(screen.getAllByRole('group')[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('offers a pause button while autoplaying, which turns into play', async () => {
    const { messages } = await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    const pause = screen.getByRole('button', { name: messages['carousel.pause'] });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: messages['carousel.play'] })).toBeInTheDocument();
  });

  it('has no pause button without autoplay, and no controls for a single slide', async () => {
    const { rerender, messages } = await renderWithI18n(<Carousel label="Steps" slides={slides(3)} autoplay={false} />);
    expect(screen.queryByRole('button', { name: messages['carousel.pause'] })).toBeNull();
    rerender(<Carousel label="Steps" slides={slides(1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows one thumbnail button per slide instead of dots, the current one marked', async () => {
    await renderWithI18n(<Carousel label="Photos" slides={slides(4)} thumbnails autoplay={false} />);
    const thumbnails = screen.getAllByRole('img').map((image) => image.closest('button'));
    expect(thumbnails).toHaveLength(4);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
  });
});
