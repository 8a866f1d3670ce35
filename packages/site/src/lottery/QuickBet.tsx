import { chooseQuickBets, type QuickBet as Pick, rerollQuickBet } from '@platform/lottery';
import { checkAccess } from '@platform/session';
import { type QuickBetOutcome, QuickBetPanel, type QuickBetRow, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { merchantCurrencyOf } from '../app/merchant.currency';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';
import { LOTTERY_SITE } from './lottery.constants';
import { type LotteryGameRow, refreshBalance } from './lottery.queries';

type Game = LotteryGameRow & { labelName: string };

/**
 * The quick bet (points §2): at most 5 games, first 3 SSC then 11X5, each with random picks from @platform/lottery
 * (SSC 5 digits, 11X5 5 distinct numbers 01-11), a re-roll, a stake, and a real bet (lottery.bet) on the game's open
 * issue. Visitors are asked to log in and trial accounts refused before any call (the server refuses them too).
 */
export function QuickBet({ games }: { games: readonly LotteryGameRow[] }) {
  const platform = usePlatform();
  const t = useT();
  // The stake is in the merchant's currency: its digits decide the decimals the stake may have (VND none).
  const status = useQuery(bootstrapQueries.status(platform));
  // Picked once, when the widget mounts with the games (a later refresh of the list keeps the player's numbers).
  const [picks, setPicks] = useState<Pick<Game>[]>(() =>
    chooseQuickBets(games as readonly Game[], { kindOf: (game) => (game.kind === 'VN' ? undefined : game.kind) }),
  );

  const rows: QuickBetRow[] | null = picks.map((pick) => ({
    id: pick.game.gameCode,
    gameName: pick.game.gameName,
    numbers: pick.numbers,
  }));

  const bet = async (row: QuickBetRow, stake: number): Promise<QuickBetOutcome> => {
    const verdict = checkAccess('lottery', platform.session);
    // Refused in the widget's own words (its live region), before any call.
    if (!verdict.allowed) return { ok: false, message: t(verdict.messageKey) };
    const pick = picks.find((p) => p.game.gameCode === row.id);
    if (!pick) return { ok: false, message: t('common.failed') };
    try {
      const placed = await platform.api.lottery.bet(
        {
          gameCode: pick.game.gameCode,
          market: pick.kind === 'SSC' ? 'STRAIGHT' : 'ANY5',
          selection: pick.numbers.join(','),
          amount: stake,
        },
        { quiet: true },
      );
      void refreshBalance(platform);
      return { ok: true, numero: placed.numero };
    } catch (error) {
      return { ok: false, message: refusalText(t, error) };
    }
  };

  return (
    <QuickBetPanel
      bets={rows}
      minStake={LOTTERY_SITE.quickBetMinStake}
      currency={merchantCurrencyOf(status.data).currency}
      onReroll={(id) => setPicks((current) => current.map((p) => (p.game.gameCode === id ? rerollQuickBet(p) : p)))}
      onBet={bet}
    />
  );
}
