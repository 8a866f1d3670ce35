import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_KEYS } from '../app/player.scope';
import { balanceFixture, publicStateFixture } from '../testing/fixtures';
import { fakePlatform, renderPages } from '../testing/render';
import { RewardNotifications } from './RewardNotifications';

const prizeOf = (type: 'CASH' | 'POINT') => ({
  id: 7,
  type,
  value: type === 'POINT' ? ('PRIZE_WHEEL' as const) : ('NONE' as const),
  amount: type === 'POINT' ? 20 : 8,
  ticketId: null,
  transactionId: 'TX-7',
  startDateStr: null,
  endDateStr: null,
  promotionId: 3,
  createdAt: 1,
});

/** A player with a draw open to claim, and the cached balance and points the frame and the points mall show. */
async function claimDraw(type: 'CASH' | 'POINT') {
  // The platform's clock (the server's time once status is read), set once the platform exists.
  let now: () => number = () => Date.now();
  const { platform } = fakePlatform({
    mocks: {
      promotions: {
        raffleTip: vi.fn(async () => ({
          promotionId: 3,
          raffleScheduleId: 1_700_000_000_000,
          title: 'Golden egg raffle',
          isClaimed: false,
          hasStarted: true,
          hasEnded: false,
          time: now() - 60_000,
          due: now() + 3_600_000,
        })),
        prizes: vi.fn(async () => []),
        manualBonus: vi.fn(async () => []),
        raffleClaim: vi.fn(async () => prizeOf(type)),
      },
      member: { publicState: vi.fn(async () => publicStateFixture()) },
    },
    player: { token: 'tok-1', username: 'member01', isAgent: 0 },
  });
  now = () => platform.clock.now();
  platform.flags.evaluate({});
  platform.queryClient.setQueryData(PLAYER_KEYS.balance, balanceFixture());
  platform.queryClient.setQueryData([...PLAYER_KEYS.points, 'balance'], { points: 100 });
  await renderPages({ platform, pages: { '/': () => <RewardNotifications /> } });
  await userEvent.click(await screen.findByRole('button', { name: /^Your rewards/ }));
  const tray = screen.getByRole('group', { name: 'Your rewards' });
  await userEvent.click(await within(tray).findByRole('button', { name: 'Claim reward' }));
  await screen.findByRole('dialog');
  const invalidated = (key: readonly unknown[]) => platform.queryClient.getQueryState(key)?.isInvalidated ?? false;
  return {
    balance: () => invalidated(PLAYER_KEYS.balance),
    points: () => invalidated([...PLAYER_KEYS.points, 'balance']),
  };
}

describe('a raffle prize', () => {
  it('in cash: the balance the frame shows is read again', async () => {
    const stale = await claimDraw('CASH');
    await waitFor(() => expect(stale.balance()).toBe(true));
    expect(stale.points()).toBe(false);
  });

  it('in points: "My points" is read again', async () => {
    const stale = await claimDraw('POINT');
    await waitFor(() => expect(stale.points()).toBe(true));
    expect(stale.balance()).toBe(false);
  });
});
