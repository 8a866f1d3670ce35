import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { storyBalance } from '../shared/story.data';
import { containing, storyT } from '../shared/story.helpers';
import { InfoBar } from './InfoBar';

const meta = {
  title: 'Widgets/InfoBar',
  component: InfoBar,
  args: {
    nickname: '幸运星',
    unreadCount: 3,
    messagesEnabled: true,
    balance: storyBalance,
    onRefreshBalance: fn(() => new Promise((resolve) => setTimeout(resolve, 600))),
    onOpenPage: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof InfoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in player: nickname, messages, balance, wallets, deposit and withdraw, logout. */
export const Player: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: containing(t('infoBar.messages')) }));
    await expect(args.onOpenPage).toHaveBeenCalledWith('messageV2');
    await userEvent.click(canvas.getByRole('button', { name: t('centre.page.depositv2') }));
    await expect(args.onOpenPage).toHaveBeenLastCalledWith('depositv2');
    const refresh = canvas.getByRole('button', { name: t('infoBar.refreshBalance') });
    await userEvent.click(refresh);
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'));
  },
};

/** The hide toggle masks every amount, in the bar and in the wallet list. */
export const HiddenBalance: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('infoBar.hideBalance') }));
    await expect(canvas.getByRole('button', { name: t('infoBar.hideBalance') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: containing(t('infoBar.wallets')) }));
    const list = await screen.findByRole('group', { name: t('infoBar.wallets') });
    await expect(within(list).getAllByText('****')).toHaveLength(4);
    await userEvent.click(within(list).getByRole('button', { name: t('infoBar.transfer') }));
    await expect(args.onOpenPage).toHaveBeenCalledWith('transferFund');
  },
};

/** Logout asks first; focus starts on cancel. */
export const Logout: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('infoBar.logout') }));
    const confirm = await screen.findByRole('alertdialog', { name: t('logout.confirmTitle') });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: t('common.cancel') })).toHaveFocus());
    await userEvent.click(within(confirm).getByRole('button', { name: t('infoBar.logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Above 99 unread the badge shows dots; without MAILCEN the count opens nothing. */
export const ManyUnreadWithoutMessageCentre: Story = {
  args: { unreadCount: 180, messagesEnabled: false },
  play: async (context) => {
    await expect(context.canvas.getByText('...')).toBeInTheDocument();
    await expect(
      context.canvas.queryByRole('button', { name: containing(storyT(context)('infoBar.messages')) }),
    ).toBeNull();
  },
};

/**
 * Sixteen wallets (AURUM runs one per vendor): the panel stops above the window's bottom, only the list scrolls, and
 * the total and Transfer stay in view.
 */
export const ManyWallets: Story = {
  args: {
    balance: {
      ...storyBalance,
      wallets: Array.from({ length: 16 }, (_, index) => ({
        code: `W${index}`,
        name: `Vendor ${index + 1} wallet`,
        balance: index * 10,
        isMain: index === 0,
      })),
    },
  },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: containing(t('infoBar.wallets')) }));
    const panel = await screen.findByRole('group', { name: t('infoBar.wallets') });
    const list = within(panel).getByRole('list');
    await waitFor(() => expect(list.scrollHeight).toBeGreaterThan(list.clientHeight));
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const transfer = within(panel).getByRole('button', { name: t('infoBar.transfer') });
    await expect(transfer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(transfer);
    await expect(args.onOpenPage).toHaveBeenCalledWith('transferFund');
  },
};

/** The balance is loading: a skeleton of the same width keeps the bar still. */
export const LoadingBalance: Story = { args: { balance: null, unreadCount: 0 } };

/** A single-wallet merchant with its own menu entries: no transfer in the wallet list. */
export const SingleWalletCustomMenu: Story = {
  args: {
    balance: { ...storyBalance, isSingle: true, wallets: storyBalance.wallets.slice(0, 1) },
    menuEntries: ['depositv2', 'withdraw', 'rewardCenter', 'bettingRecord'],
  },
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(context.canvas.getByRole('button', { name: containing(t('infoBar.wallets')) }));
    const list = await screen.findByRole('group', { name: t('infoBar.wallets') });
    await expect(within(list).queryByRole('button', { name: t('infoBar.transfer') })).toBeNull();
  },
};

const thaiBalance = {
  ...storyBalance,
  currencySymbol: '฿',
  wallets: storyBalance.wallets.map((wallet) => ({ ...wallet, name: stressText.th.word })),
};

/** Long Thai: nickname, wallet names and menu labels wrap without overlapping. */
export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { nickname: stressText.th.label, balance: thaiBalance, menuEntries: ['depositv2', 'withdraw', 'manualRebate'] },
};

/** Long Vietnamese with stacked diacritics; the currency goes behind the amount. */
export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    nickname: stressText.vi.label,
    balance: { ...storyBalance, currencySymbol: '₫', currencyPosition: 'B' },
    menuEntries: ['depositv2', 'withdraw', 'playerMRDailySalary'],
  },
};
