import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GlobalDialogs } from '../app/GlobalDialogs';
import { balanceFixture, memberInfoFixture, publicStateFixture } from '../testing/fixtures';
import { renderWithShell } from '../testing/render';
import MemberCentreHost from './MemberCentreHost';

const player = { token: 'tok-1', isAgent: '0', username: 'member01', merchantCode: 'AURUM' };

/** The member centre's own calls, answered with small, real-shaped data. */
function centreRoutes(info = memberInfoFixture()) {
  return {
    'GET /wps/member/info': { value: info },
    'GET /wps/v2/wallets/balance': { value: balanceFixture() },
    'GET /wps/member/publicState': { value: publicStateFixture({ unreadMessage: 2 }) },
    'GET /wps/member-centre/deposit': {
      value: { channels: [{ code: 'BANK', name: 'Bank transfer', min: 100, max: 50_000 }], pending: [] },
    },
    'GET /wps/member-centre/fund-requests': {
      value: { list: [], page: 1, size: 10, total: 0, totalPages: 1 },
    },
  };
}

const around = (
  <>
    <GlobalDialogs />
    <MemberCentreHost />
  </>
);

describe('the member centre', () => {
  it('opens from the deposit prompt on depositv2, and the prompt closing after the click leaves it open', async () => {
    const user = userEvent.setup();
    const { platform, messages } = await renderWithShell(around, { session: player, routes: centreRoutes() });
    act(() => platform.flags.evaluate({ DEPOSIT: '1', WITHDRAW: '1', MAILCEN: '1' }));
    act(() => platform.ui.openDialog({ kind: 'depositPrompt', error: {} as never }));
    await user.click(await screen.findByRole('button', { name: messages['payments.depositPrompt.deposit'] }));
    const centre = await screen.findByRole('dialog', { name: messages['member.title'] });
    expect(await within(centre).findByRole('heading', { name: messages['centre.page.depositv2'] })).toBeVisible();
    expect(await within(centre).findByRole('option', { name: 'Bank transfer' })).toBeInTheDocument();
  });

  it('shows the menu only once the flags are evaluated, with the pages the flags allow and the unread badge', async () => {
    const { platform, messages } = await renderWithShell(around, { session: player, routes: centreRoutes() });
    act(() => platform.ui.openDialog({ kind: 'memberCentre', page: 'depositv2' }));
    const centre = await screen.findByRole('dialog', { name: messages['member.title'] });
    const menu = within(centre).getByRole('navigation', { name: messages['member.title'] });
    expect(within(menu).queryAllByRole('button')).toHaveLength(0);
    act(() => platform.flags.evaluate({ DEPOSIT: '1', WITHDRAW: '1', MAILCEN: '1', REWCEN3: '0' }));
    await waitFor(() => expect(within(menu).getAllByRole('button').length).toBeGreaterThan(3));
    const names = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(names).toContain(messages['centre.page.depositv2']);
    expect(names.some((name) => name.startsWith(messages['centre.page.messageV2']))).toBe(true);
    expect(names).not.toContain(messages['centre.page.rewardCenter']);
    await waitFor(() =>
      expect(
        within(menu).getByRole('button', { name: new RegExp(messages['centre.page.messageV2']) }),
      ).toHaveTextContent('2'),
    );
    // A page the flags hide falls back to the security centre.
    act(() => platform.ui.openDialog({ kind: 'memberCentre', page: 'rewardCenter' }));
    expect(await within(centre).findByRole('heading', { name: messages['centre.page.securityCenter'] })).toBeVisible();
  });

  it('refuses a trial account with the spec’s keys', async () => {
    const { platform, messages } = await renderWithShell(around, {
      session: { ...player, isAgent: '4' },
      routes: centreRoutes(memberInfoFixture({ isAgent: 4 })),
    });
    act(() => platform.flags.evaluate({}));
    act(() => platform.ui.openDialog({ kind: 'memberCentre' }));
    const centre = await screen.findByRole('dialog', { name: messages['member.title'] });
    expect(within(centre).getByText(messages.in_need_true_account)).toBeVisible();
    expect(within(centre).queryByRole('navigation')).toBeNull();
  });

  it('goes to /member/<page> instead of the popup in route mode (MEMBERROUTE)', async () => {
    const { platform, router } = await renderWithShell(around, { session: player, routes: centreRoutes() });
    act(() => platform.flags.evaluate({ MEMBERROUTE: '1' }));
    act(() => platform.ui.openDialog({ kind: 'memberCentre', page: 'withdraw' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/withdraw'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a visitor asking for referral the referral overlay, and any other page the login', async () => {
    const user = userEvent.setup();
    const { platform, messages } = await renderWithShell(around, { routes: centreRoutes() });
    act(() => platform.ui.openDialog({ kind: 'memberCentre', page: 'referral' }));
    const overlay = await screen.findByRole('dialog', { name: messages['member.referral.invite'] });
    expect(within(overlay).getByText(messages['member.referral.deposited'])).toBeVisible();
    await user.click(within(overlay).getByRole('button', { name: messages['common.close'] }));
    await waitFor(() => expect(platform.ui.dialog).toBeNull());
    const open = vi.spyOn(platform.ui, 'openDialog');
    act(() => platform.ui.openDialog({ kind: 'memberCentre', page: 'withdraw' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith({ kind: 'login' }));
    expect(screen.queryByRole('dialog', { name: messages['member.title'] })).toBeNull();
  });
});
