import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { ManualBonusModal } from './ManualBonusModal';
import { PrizeModal } from './PrizeModal';
import { PromotionPopup } from './PromotionPopup';
import { PromotionsBadge } from './PromotionsBadge';
import { storyCurrency, storyPrizes } from './promotions.story-data';
import { RaffleTip } from './RaffleTip';
import { RewardTray } from './RewardTray';
import { WinnerBoard } from './WinnerBoard';

/** The reward notifications and the promotions page's side parts, each as the site shows it. */
function Rewards(props: {
  part: 'raffleCounting' | 'raffleOpen' | 'prizes' | 'bonus' | 'popup' | 'winners' | 'tray' | 'badge' | 'noBadge';
  onOpenPrizes: () => void;
  onOpenRewardCentre: () => void;
  onClaim: () => void;
  onDone: (ids: number[]) => void;
  onAcknowledge: (ids: number[]) => void;
  onClose: () => void;
}) {
  switch (props.part) {
    case 'tray':
      return (
        <RewardTray
          raffle={{ title: '周末幸运抽奖', phase: 'claimable', remainingMs: 0, onClaim: props.onClaim }}
          prizeCount={2}
          onOpenPrizes={props.onOpenPrizes}
          bonusCount={1}
          onOpenBonuses={() => props.onAcknowledge([])}
        />
      );
    case 'badge':
      return <PromotionsBadge count={3} onOpen={props.onOpenRewardCentre} />;
    case 'noBadge':
      return <PromotionsBadge count={0} onOpen={props.onOpenRewardCentre} />;
    case 'raffleCounting':
      return <RaffleTip title="周末幸运抽奖" phase="counting" remainingMs={125_000} onClaim={props.onClaim} />;
    case 'raffleOpen':
      return <RaffleTip title="周末幸运抽奖" phase="claimable" remainingMs={0} onClaim={props.onClaim} />;
    case 'prizes':
      return <PrizeModal prizes={storyPrizes} currency={storyCurrency} onDone={props.onDone} />;
    case 'bonus':
      return (
        <ManualBonusModal
          bonuses={[{ id: 5, title: '生日礼金', amount: 188, remarks: '祝您生日快乐' }]}
          currency={storyCurrency}
          onAcknowledge={props.onAcknowledge}
        />
      );
    case 'popup':
      return (
        <PromotionPopup
          notices={[
            { id: 1, title: '新春红包', contentHtml: '<p>每日登录领红包</p>' },
            { id: 2, title: '首存 100%', contentHtml: '<p>首次存款翻倍</p>' },
          ]}
          onClose={props.onClose}
        />
      );
    default:
      return <WinnerBoard fields={['account', 'gameName', 'winAmount']} rows={storyWinners} currency={storyCurrency} />;
  }
}

/** 23 wins: two named, then more, so the board pages (10 a page). */
const storyWinners = [
  { recordId: 1, account: 'ab***yz', gameName: '财神到', vendor: 'PT', winAmount: 12_888, winTime: 1 },
  { recordId: 2, account: 'lu***ar', gameName: '龙虎斗', vendor: 'DG', winAmount: 5_000, winTime: 2 },
  ...Array.from({ length: 21 }, (_, i) => ({
    recordId: i + 3,
    account: `p${i}***x`,
    gameName: '百家乐',
    vendor: 'DG',
    winAmount: 100 + i,
    winTime: i + 3,
  })),
];

const meta = {
  title: 'Widgets/Promotions/Rewards',
  component: Rewards,
  args: {
    part: 'raffleCounting',
    onClaim: fn(),
    onDone: fn(),
    onAcknowledge: fn(),
    onClose: fn(),
    onOpenPrizes: fn(),
    onOpenRewardCentre: fn(),
  },
} satisfies Meta<typeof Rewards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counting down: the claim is disabled. */
export const RaffleCounting: Story = {
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('timer')).toHaveTextContent('02:05');
    await expect(context.canvas.getByRole('button', { name: t('promotions.raffle.claim') })).toBeDisabled();
  },
};

/** The draw has started: the claim is open. */
export const RaffleOpen: Story = {
  args: { part: 'raffleOpen' },
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(context.canvas.getByRole('button', { name: t('promotions.raffle.claim') }));
    await expect(context.args.onClaim).toHaveBeenCalled();
  },
};

/** A golden egg to crack, a wheel to spin, a cash prize plainly; closing marks all seen. */
export const Prizes: Story = {
  args: { part: 'prizes' },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('promotions.prize.title') }));
    await userEvent.click(dialog.getByRole('button', { name: t('promotions.prize.crackEgg') }));
    // The egg cracks for 1.2 s (at once under reduced motion).
    await expect(
      await dialog.findByText(t('promotions.prize.POINT', { amount: '888' }), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await expect(dialog.getByText('TX-1001')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('promotions.prize.next') }));
    await userEvent.click(dialog.getByRole('button', { name: t('promotions.prize.spinWheel') }));
    await expect(await dialog.findByText('TK-77', {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('promotions.prize.next') }));
    await expect(dialog.getByText(t('promotions.prize.CASH', { amount: '¥50.00' }))).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('common.confirm') }));
    await expect(context.args.onDone).toHaveBeenCalledWith([1, 2, 3]);
  },
};

export const ManualBonus: Story = {
  args: { part: 'bonus' },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('promotions.manualBonus.title') }));
    await expect(dialog.getByText('生日礼金')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('promotions.manualBonus.ok') }));
    await expect(context.args.onAcknowledge).toHaveBeenCalledWith([5]);
  },
};

export const Popup: Story = {
  args: { part: 'popup' },
  play: async (context) => {
    const t = storyT(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('promotions.popup') }));
    await expect(dialog.getByRole('heading', { name: '新春红包' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('pagination.page', { page: 2 }) }));
    await waitFor(() => expect(dialog.getByRole('heading', { name: '首存 100%' })).toBeInTheDocument());
  },
};

export const Winners: Story = {
  args: { part: 'winners' },
  play: async (context) => {
    const t = storyT(context);
    const table = context.canvas.getByRole('table', { name: t('promotions.winners') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([t('promotions.winner.account'), t('promotions.winner.gameName'), t('promotions.winner.winAmount')]);
    await expect(within(table).getByText('¥12,888.00')).toBeInTheDocument();
    // Ten a page: the header row and ten wins; the last page holds the rest.
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const paging = context.canvas.getByRole('navigation', { name: t('pagination.label') });
    await userEvent.click(within(paging).getByRole('button', { name: t('pagination.page', { page: 3 }) }));
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('¥120.00')).toBeInTheDocument();
  },
};

/** The header's reward button: a badge of what can be done now; its panel holds the draw and the waiting lines. */
export const Tray: Story = {
  args: { part: 'tray' },
  play: async (context) => {
    const t = storyT(context);
    const button = context.canvas.getByRole('button', { name: new RegExp(t('promotions.rewards.tray')) });
    // Three lines wait: the claimable draw, the prizes and the bonus (the promotions have their own badge).
    await expect(button).toHaveTextContent('3');
    await userEvent.click(button);
    const panel = within(context.canvas.getByRole('group', { name: t('promotions.rewards.tray') }));
    await expect(panel.getByText(t('promotions.rewards.prizes', { count: 2 }))).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: t('centre.page.rewardCenter') })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: t('promotions.rewards.open') }));
    await expect(context.args.onOpenPrizes).toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The frame's available-promotions badge: a tag and the count, heard with the reward centre's name. */
export const PromotionsBadgeShown: Story = {
  name: 'Promotions badge',
  args: { part: 'badge' },
  play: async (context) => {
    const t = storyT(context);
    const badge = context.canvas.getByRole('button', { name: t('promotions.badge.label', { count: 3 }) });
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toHaveAttribute('title', t('centre.page.rewardCenter'));
    await userEvent.click(badge);
    await expect(context.args.onOpenRewardCentre).toHaveBeenCalledTimes(1);
  },
};

/** No promotion open to the player (or no way to the reward centre): no badge at all. */
export const PromotionsBadgeNone: Story = {
  name: 'Promotions badge: none',
  args: { part: 'noBadge' },
  play: async (context) => {
    await expect(context.canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
