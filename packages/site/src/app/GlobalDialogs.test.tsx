import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../testing/render';
import { GlobalDialogs } from './GlobalDialogs';

const player = { token: 'tok-1', isAgent: '0', merchantCode: 'AURUM' };

describe('GlobalDialogs', () => {
  it('opens the deposit prompt on launch_game_balance_not_enough; deposit opens the member centre on depositv2', async () => {
    const user = userEvent.setup();
    const { platform, messages } = await renderWithShell(<GlobalDialogs />, {
      session: player,
      routes: { 'POST /wps/game/launchGame': { fail: { errorCode: 'launch_game_balance_not_enough' } } },
    });
    await act(async () => {
      await platform.api.games.launch({ gameId: 'g', vassalage: 'PT' }).catch(() => undefined);
    });
    await screen.findByRole('alertdialog', { name: messages['payments.depositPrompt.title'] });
    const open = vi.spyOn(platform.ui, 'openDialog');
    await user.click(screen.getByRole('button', { name: messages['payments.depositPrompt.deposit'] }));
    expect(open).toHaveBeenCalledWith({ kind: 'memberCentre', page: 'depositv2' });
    // The centre's intent hands over to its own host and frees the global slot (member/MemberCentre.test.tsx
    // follows it to the centre's page).
    await waitFor(() => expect(platform.ui.dialog).toBeNull());
  });

  it('closes the deposit prompt on cancel without moving', async () => {
    const user = userEvent.setup();
    const { platform, router, messages } = await renderWithShell(<GlobalDialogs />, { path: '/live' });
    act(() => platform.ui.openDialog({ kind: 'depositPrompt', error: {} as never }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: messages['common.cancel'] }));
    await waitFor(() => expect(platform.ui.dialog).toBeNull());
    expect(router.state.location.pathname).toBe('/live');
  });

  it('shows the recommended hot games, 12 a slide, when a vendor is in maintenance with resType 1', async () => {
    const games = Array.from({ length: 14 }, (_, i) => ({
      gameId: `g${i}`,
      displayName: `Hot game ${i}`,
      vassalage: 'PT',
      iconUrl: '/i.png',
      supportPlay: 1,
    }));
    const { platform, messages } = await renderWithShell(<GlobalDialogs />, {
      routes: {
        'POST /wps/game/launchTrial': { fail: { errorCode: 'vendor_under_maintenance', value: { resType: 1, games } } },
      },
    });
    await act(async () => {
      await platform.api.games.launchTrial({ gameId: 'x', vassalage: 'PT' }).catch(() => undefined);
    });
    expect(await screen.findByRole('dialog', { name: messages['lobby.hotGames.title'] })).toBeInTheDocument();
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(slides[0]?.querySelectorAll('li')).toHaveLength(12);
  });

  it('shows a plain maintenance window without resType 1', async () => {
    const { platform, messages } = await renderWithShell(<GlobalDialogs />);
    act(() =>
      platform.ui.openDialog({
        kind: 'vendorMaintenance',
        details: { message: 'PT is upgrading', showRecommendedGames: false, value: null, error: {} as never },
      }),
    );
    expect(await screen.findByRole('alertdialog', { name: messages['lobby.vendorMaintenance'] })).toBeInTheDocument();
    expect(screen.getByText('PT is upgrading')).toBeInTheDocument();
  });

  it('offers retry and customer service when no domain answers; a failed retry keeps the modal', async () => {
    const user = userEvent.setup();
    const { platform, messages } = await renderWithShell(<GlobalDialogs />, {
      routes: {
        'GET /wps/notice/list': { fail: { errorCode: 'domain_not_available' } },
        'GET /wps/system/domainRoute': { fail: { errorCode: 'domain_not_available' } },
      },
    });
    await act(async () => {
      await platform.api.notices.list({}).catch(() => undefined);
    });
    const modal = await screen.findByRole('alertdialog', { name: messages['errors.domain.unavailableTitle'] });
    expect(screen.getByRole('button', { name: messages['common.customerService'] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages['common.retry'] }));
    expect(await within(modal).findByRole('status')).toHaveTextContent(messages['shell.domain.stillUnavailable']);
    expect(modal).toBeInTheDocument();
  });
});
