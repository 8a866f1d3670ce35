import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture, settingsFixture } from '../../testing/fixtures';
import { renderWithShell } from '../../testing/render';
import PlayerBar from './PlayerBar';

const player = { token: 'tok-1', isAgent: '0', username: 'member01', merchantCode: 'AURUM' };
const routes = (unread = 7) => ({
  'GET /wps/v2/wallets/balance': { value: balanceFixture(1234.5) },
  'GET /wps/member/message/unread/v2': { value: { count: unread, latestMessageId: 1 } },
  'GET /wps/member/info': { value: memberInfoFixture({ nickname: 'Lucky Seven' }) },
  'POST /wps/member/logout': { value: true },
});

describe('PlayerBar', () => {
  it('shows the nickname from member info, the balance, the unread count and the wallets', async () => {
    const user = userEvent.setup();
    const { messages } = await renderWithShell(<PlayerBar />, { session: player, routes: routes() });
    expect(await screen.findByText('¥1,234.50')).toBeInTheDocument();
    expect(await screen.findByText('Lucky Seven')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages['infoBar.wallets'] }));
    const wallets = await screen.findByRole('group', { name: messages['infoBar.wallets'] });
    expect(within(wallets).getByText('PT Slots')).toBeInTheDocument();
    expect(within(wallets).getByText('¥34.50')).toBeInTheDocument();
  });

  it("shows a VND balance in the currency's digits: whole dong, no '.00'", async () => {
    const user = userEvent.setup();
    const vnd = { ...balanceFixture(1_234_567), currency: 'VND', currencySymbol: '₫', currencyPosition: 'B' as const };
    const { messages } = await renderWithShell(<PlayerBar />, {
      session: player,
      routes: { ...routes(), 'GET /wps/v2/wallets/balance': { value: vnd } },
    });
    expect(await screen.findByText('1,234,567 ₫')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages['infoBar.wallets'] }));
    const wallets = await screen.findByRole('group', { name: messages['infoBar.wallets'] });
    // Testing Library reads the no-break space as a space. The wallets of 1,234,532.5 and 34.5 dong are rounded half up to whole dong.
    expect(within(wallets).getByText('1,234,533 ₫')).toBeInTheDocument();
    expect(within(wallets).getByText('35 ₫')).toBeInTheDocument();
  });

  it('refreshes the balance on request and hides it on request', async () => {
    const user = userEvent.setup();
    const { server, messages, platform } = await renderWithShell(<PlayerBar />, { session: player, routes: routes() });
    await screen.findByText('¥1,234.50');
    server.on('GET /wps/v2/wallets/balance', { value: balanceFixture(2000) });
    await user.click(screen.getByRole('button', { name: messages['infoBar.refreshBalance'] }));
    expect(await screen.findByText('¥2,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages['infoBar.hideBalance'] }));
    expect(screen.queryByText('¥2,000.00')).not.toBeInTheDocument();
    expect(platform.ui.balanceHidden).toBe(true);
  });

  it('does not load the unread count for roles that skip it (trial account, isAgent 4)', async () => {
    const { server } = await renderWithShell(<PlayerBar />, { session: { ...player, isAgent: '4' }, routes: routes() });
    await screen.findByText('¥1,234.50');
    expect(server.callsTo('GET /wps/member/message/unread/v2')).toHaveLength(0);
  });

  it('stores the role and names of member info in the session', async () => {
    const { platform } = await renderWithShell(<PlayerBar />, {
      session: { token: 'tok-1', merchantCode: 'AURUM' },
      routes: routes(),
    });
    await waitFor(() => expect(platform.session.session.isAgent).toBe(0));
    expect(platform.session.session.nickname).toBe('Lucky Seven');
    expect(platform.session.session.account).toBe('member01');
  });

  it("shows the merchant's menu entries that the member centre shows, opening the centre on that page", async () => {
    const user = userEvent.setup();
    const { messages, platform } = await renderWithShell(<PlayerBar />, {
      session: player,
      routes: {
        ...routes(),
        'GET /wps/system/settings/consolidated': {
          value: settingsFixture({ infoBarMenu: ['depositv2', 'withdraw', 'rewardCenter', 'nonsense'] }),
        },
      },
    });
    // Pages stay hidden until the flags are evaluated (the shell's bootstrap does it from the whitelabel answer).
    expect(screen.queryByRole('button', { name: messages['centre.page.depositv2'] })).not.toBeInTheDocument();
    act(() => platform.flags.evaluate({ REWCEN3: '1' }));
    const deposit = await screen.findByRole('button', { name: messages['centre.page.depositv2'] });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: messages['centre.page.rewardCenter'] })).toBeInTheDocument(),
    );
    const open = vi.spyOn(platform.ui, 'openDialog');
    await user.click(deposit);
    expect(open).toHaveBeenCalledWith({ kind: 'memberCentre', page: 'depositv2' });
  });

  it('logs out after confirmation and returns to /', async () => {
    const user = userEvent.setup();
    const { router, messages, platform, server } = await renderWithShell(<PlayerBar />, {
      session: player,
      routes: routes(),
      path: '/live',
    });
    await screen.findByText('¥1,234.50');
    await user.click(screen.getByRole('button', { name: messages['infoBar.logout'] }));
    const confirm = await screen.findByRole('alertdialog');
    expect(server.callsTo('POST /wps/member/logout')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: messages['infoBar.logout'] }));
    await waitFor(() => expect(platform.session.loggedIn).toBe(false));
    expect(server.callsTo('POST /wps/member/logout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
