import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { BannerCarousel, type BannerData } from './BannerCarousel';

const banners: BannerData[] = [
  { id: 1, imageUrl: '/b1.jpg', title: 'Welcome bonus 100%', linkageType: 'P', linkage: '42' },
  { id: 2, imageUrl: '/b2.jpg', title: 'Fortune Tiger', linkageType: 'G', linkage: 'PG-1' },
  { id: 3, imageUrl: '/b3.jpg', title: 'Download the app', linkageType: 'URL', linkage: 'https://example.com/app' },
  { id: 4, imageUrl: '/b4.jpg', title: 'Season greetings', linkageType: null },
];

describe('BannerCarousel', () => {
  it('hands the chosen banner to the site whatever its linkage type', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup({ delay: null });
    await renderWithI18n(<BannerCarousel banners={banners} onOpen={onOpen} />);
    for (const title of ['Welcome bonus 100%', 'Fortune Tiger', 'Download the app']) {
      await user.click(screen.getByRole('button', { name: title }));
    }
    expect(onOpen.mock.calls.map(([banner]) => banner.linkageType)).toEqual(['P', 'G', 'URL']);
  });

  it('leaves a banner without linkage as a plain image', async () => {
    await renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Season greetings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Season greetings' })).toBeNull();
  });

  it('loads the first image eagerly and the others lazily, each at its size', async () => {
    await renderWithI18n(<BannerCarousel banners={banners} onOpen={vi.fn()} imageWidth={1280} imageHeight={360} />);
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '1280');
    expect(first).toHaveAttribute('height', '360');
  });

  it('gives a phone the phone picture where a banner has one, in its own shape; the wide one elsewhere', async () => {
    const phone = [{ ...banners[0]!, phoneImageUrl: '/b1-phone.jpg' }, banners[1]!];
    const { container } = await renderWithI18n(<BannerCarousel banners={phone} onOpen={vi.fn()} />);
    const [withPhone, without] = screen.getAllByRole('img');
    const source = withPhone?.closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('media', 'screen and (max-width: 767px)');
    expect(source).toHaveAttribute('srcset', '/b1-phone.jpg');
    expect(source).toHaveAttribute('width', '750');
    expect(source).toHaveAttribute('height', '500');
    expect(withPhone).toHaveAttribute('src', '/b1.jpg');
    expect(withPhone?.getAttribute('style')).toContain('750 / 500');
    expect(without?.closest('picture')).toBeNull();
    expect(without?.getAttribute('style')).not.toContain('750 / 500');
    expect(container.querySelectorAll('source')).toHaveLength(1);
  });

  it('renders nothing without banners', async () => {
    const { container } = await renderWithI18n(<BannerCarousel banners={[]} onOpen={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
