import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noticeFixture, noticesFixture } from '../testing/fixtures';
import { renderWithShell } from '../testing/render';
import { HomePage } from './HomePage';

const banners = [
  noticeFixture({
    id: 1,
    type: 'B',
    bannerId: 11,
    url: '/b1.png',
    title: 'Weekend cup',
    linkageType: 'P',
    linkage: '7',
  }),
  noticeFixture({
    id: 2,
    type: 'B',
    bannerId: 12,
    url: '/b2.png',
    title: 'New slots',
    linkageType: 'URL',
    linkage: 'https://x.example/',
  }),
];
const notices = Array.from({ length: 13 }, (_, i) =>
  noticeFixture({ id: 100 + i, type: 'PL', title: `Notice ${i + 1}`, startDate: 1_700_000_000_000 - i * 60_000 }),
);

function home() {
  return renderWithShell(<HomePage />, {
    routes: { 'GET /wps/notice/list': { value: noticesFixture([...banners, ...notices]) } },
    path: '/live',
  });
}

describe('HomePage', () => {
  it('asks for types B,PL,PU of group w_home', async () => {
    const { server } = await home();
    await waitFor(() => expect(server.callsTo('GET /wps/notice/list')).toHaveLength(1));
    const [call] = server.callsTo('GET /wps/notice/list');
    expect(call?.url.searchParams.get('types')).toBe('B,PL,PU');
    expect(call?.url.searchParams.get('groupName')).toBe('w_home');
  });

  it('shows the banners in a carousel; a P banner opens its promotion', async () => {
    const user = userEvent.setup();
    const { router } = await home();
    const first = await screen.findByRole('img', { name: 'Weekend cup' });
    expect(first).toHaveAttribute('src', '/b1.png');
    expect(screen.getByRole('img', { name: 'New slots' })).toBeInTheDocument();
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
    expect(router.state.location.hash).toBe('7');
  });

  it('opens a URL banner in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await home();
    await user.click(await screen.findByRole('img', { name: 'New slots' }));
    expect(open).toHaveBeenCalledWith('https://x.example/', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('names the three newest notices and opens the list on the one chosen', async () => {
    const user = userEvent.setup();
    const { messages } = await home();
    const bar = await screen.findByRole('region', { name: messages['notices.title'] });
    const titles = within(bar)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(titles).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    await user.click(within(bar).getByRole('button', { name: 'Notice 2' }));
    const dialog = await screen.findByRole('dialog', { name: messages['notices.title'] });
    expect(within(dialog).getByRole('button', { name: /Notice 2/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists every notice 10 a page', async () => {
    const user = userEvent.setup();
    const { messages } = await home();
    await user.click(
      await screen.findByRole('button', { name: messages['shell.notices.all'].replace('{count}', '13') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button', { name: /^Notice \d+/ })).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: messages['pagination.next'] }));
    expect(within(dialog).getAllByRole('button', { name: /^Notice \d+/ })).toHaveLength(3);
  });
});
