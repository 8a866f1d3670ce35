import { createTranslator, type Messages } from '@platform/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { InfoBar, type InfoBarBalance, type InfoBarProps } from './InfoBar';

const balance: InfoBarBalance = {
  total: 12345.675,
  currencySymbol: '฿',
  currencyPosition: 'F',
  wallets: [
    { code: 'MAIN', name: 'Main', balance: 12000, isMain: true },
    { code: 'PT', name: 'PT Slots', balance: 345.675 },
  ],
};

async function setup(props: Partial<InfoBarProps> = {}) {
  const handlers = {
    onOpenPage: vi.fn(),
    onLogout: vi.fn(),
    onRefreshBalance: vi.fn(props.onRefreshBalance ?? (() => undefined)),
  };
  const user = userEvent.setup({ delay: null });
  const rendered = await renderWithI18n(
    <InfoBar nickname="Lucky Star" balance={balance} unreadCount={3} {...props} {...handlers} />,
  );
  return { ...rendered, ...props, ...handlers, user, t: createTranslator(rendered.messages as Messages) };
}

describe('InfoBar', () => {
  it('opens securityCenter from the nickname', async () => {
    const { user, t, onOpenPage } = await setup();
    await user.click(screen.getByRole('button', { name: `${t('centre.page.securityCenter')} Lucky Star` }));
    expect(onOpenPage).toHaveBeenCalledWith('securityCenter');
  });

  it('opens messageV2 from the unread count only when MAILCEN is on', async () => {
    const on = await setup({ messagesEnabled: true });
    await on.user.click(screen.getByRole('button', { name: new RegExp(on.t('infoBar.messages')) }));
    expect(on.onOpenPage).toHaveBeenCalledWith('messageV2');
    on.unmount();
    const off = await setup({ messagesEnabled: false });
    expect(screen.queryByRole('button', { name: new RegExp(off.t('infoBar.messages')) })).toBeNull();
    expect(screen.getByText(off.t('infoBar.unread', { count: 3 }))).toBeInTheDocument();
  });

  it('shows dots above 99 unread while screen readers hear the number', async () => {
    const { t } = await setup({ unreadCount: 120, messagesEnabled: true });
    expect(screen.getByText('...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${t('infoBar.messages')}, ${t('infoBar.unread', { count: 120 })}` }));
  });

  it('shows the balance rounded half up with the currency in front', async () => {
    await setup();
    expect(screen.getByText('฿12,345.68')).toBeInTheDocument();
  });

  it('shows a skeleton while the balance loads', async () => {
    const { t } = await setup({ balance: null });
    expect(screen.queryByText(/฿/)).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(t('infoBar.wallets')) })).toBeNull();
  });

  it('spins the refresh button while the refresh is pending and ignores presses meanwhile', async () => {
    let finish: () => void = () => {};
    const onRefreshBalance = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, t } = await setup({ onRefreshBalance });
    const refresh = screen.getByRole('button', { name: t('infoBar.refreshBalance') });
    await user.click(refresh);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(t('balance.refreshing'))).toBeInTheDocument();
    await user.click(refresh);
    expect(onRefreshBalance).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(refresh).not.toHaveAttribute('aria-busy');
  });

  it('masks every amount when hidden and says so to screen readers', async () => {
    const onBalanceHiddenChange = vi.fn();
    const { user, t } = await setup({ onBalanceHiddenChange });
    const toggle = screen.getByRole('button', { name: t('infoBar.hideBalance') });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('฿12,345.68')).toBeNull();
    expect(screen.getByText('****')).toBeInTheDocument();
    expect(screen.getByText(t('balance.hidden'))).toBeInTheDocument();
    expect(onBalanceHiddenChange).toHaveBeenCalledWith(true);
  });

  it('lists the wallets and opens transferFund from the list', async () => {
    const { user, t, onOpenPage } = await setup();
    await user.click(screen.getByRole('button', { name: new RegExp(t('infoBar.wallets')) }));
    const list = await screen.findByRole('group', { name: t('infoBar.wallets') });
    expect(within(list).getByText(t('infoBar.mainWallet'))).toBeInTheDocument();
    expect(within(list).getByText('PT Slots')).toBeInTheDocument();
    expect(within(list).getByText('฿345.68')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: t('infoBar.transfer') }));
    expect(onOpenPage).toHaveBeenCalledWith('transferFund');
  });

  it('offers no transfer for a single-wallet merchant', async () => {
    const { user, t } = await setup({ balance: { ...balance, isSingle: true } });
    await user.click(screen.getByRole('button', { name: new RegExp(t('infoBar.wallets')) }));
    const list = await screen.findByRole('group', { name: t('infoBar.wallets') });
    expect(within(list).queryByRole('button', { name: t('infoBar.transfer') })).toBeNull();
  });

  it('shows depositv2 and withdraw by default, or the configured entries without unknown ids', async () => {
    const first = await setup();
    await first.user.click(screen.getByRole('button', { name: first.t('centre.page.depositv2') }));
    await first.user.click(screen.getByRole('button', { name: first.t('centre.page.withdraw') }));
    expect(first.onOpenPage.mock.calls).toEqual([['depositv2'], ['withdraw']]);
    first.unmount();
    const configured = await setup({ menuEntries: ['rewardCenter', 'notAPage', 'rewardCenter'] });
    expect(screen.getAllByRole('button', { name: configured.t('centre.page.rewardCenter') })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: configured.t('centre.page.depositv2') })).toBeNull();
  });

  it('logs out only after the confirmation', async () => {
    const { user, t, onLogout } = await setup();
    await user.click(screen.getByRole('button', { name: t('infoBar.logout') }));
    const confirm = await screen.findByRole('alertdialog', { name: t('logout.confirmTitle') });
    expect(onLogout).not.toHaveBeenCalled();
    // Logging out loses something: focus starts on cancel, the safe choice.
    expect(within(confirm).getByRole('button', { name: t('common.cancel') })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: t('infoBar.logout') }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps the player logged in when the confirmation is cancelled', async () => {
    const { user, t, onLogout } = await setup();
    await user.click(screen.getByRole('button', { name: t('infoBar.logout') }));
    await user.click(await screen.findByRole('button', { name: t('common.cancel') }));
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
