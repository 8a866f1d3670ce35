import { createRaffleTip, type RaffleTipStore } from '@platform/countdown';
import { ManualBonusModal, type PrizeData, PrizeModal, RewardTray, type RewardTrayProps, useT } from '@platform/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { proxy } from 'valtio/vanilla';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { merchantCurrencyOf } from '../app/merchant.currency';
import { usePlatform } from '../app/platform.context';
import { PLAYER_KEYS } from '../app/player.scope';
import { refusalText } from '../app/refusal';
import { promotionKeys, promotionQueries } from './promotions.queries';
import { rewardsOf } from './rewards.store';

/** After a draw goes, the next one is asked for this much later (choice: past any clock skew with the server). */
const RAFFLE_NEXT_DRAW_DELAY_MS = 2000;

/**
 * The player's reward notifications (player-site §2, §4), in the header for players (the reward button) with their
 * modals: the raffle tip (counting down with the claim disabled until the draw starts, claimable until due, then gone; when
 * claimed or ended its stored data is removed), the prize modal for prizes not yet shown, and the manual bonus modal.
 */
export function RewardNotifications() {
  const platform = usePlatform();
  const t = useT();
  const queryClient = useQueryClient();
  // isAgent 0, 1 and 2 receive promotions (player-site §6; the session's role table).
  const { role } = useSnapshot(platform.session);
  const enabled = role.promotions;
  const status = useQuery(bootstrapQueries.status(platform));
  const tip = useQuery({ ...promotionQueries.raffleTip(platform), enabled });
  const prizes = useQuery({ ...promotionQueries.prizes(platform), enabled });
  const bonuses = useQuery({ ...promotionQueries.manualBonus(platform), enabled });
  const [raffle, setRaffle] = useState<RaffleTipStore | null>(null);
  // The prize a raffle claim just answered: shown at once (the server counts it as shown).
  const [won, setWon] = useState<PrizeData | null>(null);
  const currency = merchantCurrencyOf(status.data);

  // One countdown machine per raffle draw, on the server-corrected clock.
  const data = tip.data;
  // The delayed ask for the next draw outlives the machine that scheduled it (its data is cleared first).
  const nextDraw = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(nextDraw.current), []);
  useEffect(() => {
    // A draw already claimed or ended has nothing to show (and must not ask again, or it would ask forever).
    if (!data || data.isClaimed || data.hasEnded) return setRaffle(null);
    const store = createRaffleTip({
      clock: platform.clock,
      tip: {
        isClaimed: data.isClaimed,
        hasStarted: data.hasStarted,
        hasEnded: data.hasEnded,
        startsAt: data.time,
        dueAt: data.due,
      },
      onGone: ({ removeStoredData }) => {
        // Claimed or ended: its data goes (player-site §4). The next draw, if any, is asked for a moment later, when
        // the server's clock agrees this one is over.
        if (removeStoredData) queryClient.setQueryData(promotionKeys.raffleTip(), null);
        clearTimeout(nextDraw.current);
        nextDraw.current = setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: promotionKeys.raffleTip() }),
          RAFFLE_NEXT_DRAW_DELAY_MS,
        );
      },
    });
    setRaffle(store);
    return () => store.dispose();
  }, [data, platform, queryClient]);

  const claimRaffle = useMutation({
    mutationFn: () => {
      if (!data) throw new Error('no raffle');
      return platform.api.promotions.raffleClaim(
        { promotionId: data.promotionId, raffleScheduleId: data.raffleScheduleId },
        { quiet: true },
      );
    },
    onSuccess: (prize) => {
      raffle?.markClaimed();
      setWon(prize);
      // A cash prize is in the main wallet and a points prize in "My points" already: what shows them is read again.
      if (prize.type === 'CASH') void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.balance });
      if (prize.type === 'POINT') void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.points });
    },
    onError: (error) => platform.ui.toasts.show({ tone: 'warning', title: refusalText(t, error) }),
  });

  const ui = rewardsOf(platform);
  const { prizesOpen, bonusesOpen } = useSnapshot(ui);
  const seenPrizes = useMutation({
    mutationFn: (ids: number[]) => {
      ui.prizesOpen = false;
      return platform.api.promotions.prizesSeen({ ids });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.prizes() }),
  });
  const seenBonuses = useMutation({
    mutationFn: (ids: number[]) => {
      ui.bonusesOpen = false;
      return platform.api.promotions.manualBonusSeen({ ids });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: promotionKeys.manualBonus() }),
  });

  const prizeList = seenPrizes.isPending ? [] : (prizes.data ?? []);
  const bonusList = seenBonuses.isPending ? [] : (bonuses.data ?? []);
  return (
    <>
      <RewardTrayHost
        raffle={raffle && data ? { store: raffle, title: data.title } : null}
        onClaim={() => claimRaffle.mutate()}
        claiming={claimRaffle.isPending}
        prizeCount={prizeList.length}
        onOpenPrizes={() => {
          ui.prizesOpen = true;
        }}
        bonusCount={bonusList.length}
        onOpenBonuses={() => {
          ui.bonusesOpen = true;
        }}
      />
      {won ? (
        <PrizeModal prizes={[won]} currency={currency} onDone={() => setWon(null)} />
      ) : prizesOpen && prizeList.length > 0 ? (
        <PrizeModal prizes={prizeList} currency={currency} onDone={(ids) => seenPrizes.mutate(ids)} />
      ) : bonusesOpen && bonusList.length > 0 ? (
        <ManualBonusModal
          bonuses={bonusList}
          currency={currency}
          onAcknowledge={(ids) => seenBonuses.mutate(ids)}
          acknowledging={seenBonuses.isPending}
        />
      ) : null}
    </>
  );
}

interface TrayHostProps extends Omit<RewardTrayProps, 'raffle'> {
  raffle: { store: RaffleTipStore; title: string } | null;
  onClaim: () => void;
  claiming: boolean;
}

/** Reads the raffle machine (its phase and time left) into the tray; a gone tip leaves the tray. */
function RewardTrayHost({ raffle, onClaim, claiming, ...rest }: TrayHostProps) {
  const phase = useRafflePhase(raffle?.store ?? null);
  return (
    <RewardTray
      raffle={
        raffle && phase && phase.phase !== 'gone'
          ? { title: raffle.title, phase: phase.phase, remainingMs: phase.remainingMs, onClaim, claiming }
          : null
      }
      {...rest}
    />
  );
}

const idle = proxy({ phase: 'gone' as RaffleTipStore['phase'], remainingMs: 0 });

function useRafflePhase(store: RaffleTipStore | null) {
  const snapshot = useSnapshot(store ?? idle);
  return store ? { phase: snapshot.phase, remainingMs: snapshot.remainingMs } : null;
}
