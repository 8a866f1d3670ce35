import type { Language } from '@platform/i18n';
import { type LotteryLane, type PrizeMode, resolvePlayMode } from '@platform/lottery';

/** The lottery launch payload (points §3) as lottoLobby takes it, with the play mode (points §9). */
export interface LotteryLaunchInput {
  device: 'web';
  lottoArea?: string;
  lottoPrizeMode?: PrizeMode;
  launchMode: LotteryLane;
  language: Language;
  lottoGameCode: string;
  lottoView: 'BET';
  hasLobby: boolean;
  labelName: string;
  lottoMode: number;
}

/**
 * The payload of a /lottery or /vnLottery visit: the lane (lottoGameGroup, else LOTT; a Vietnam lottery opens in the
 * lane its prize mode names), the prize mode from the vendors when there is one (else unset: the server uses the
 * lane's), the game (empty: the lottery's own lobby, hasLobby), the site's language and the play mode (long_dragon
 * always 2; SEA has one; otherwise the chosen one, else the lane's first).
 */
export function lotteryLaunchInput(options: {
  lane?: LotteryLane | undefined;
  vietnam: boolean;
  prizeMode: PrizeMode | undefined;
  gameCode: string | undefined;
  language: Language;
  mode: number | undefined;
}): LotteryLaunchInput {
  const lane: LotteryLane = options.vietnam
    ? options.prizeMode === 'Elott'
      ? 'ELOTT'
      : 'LOTT'
    : (options.lane ?? 'LOTT');
  const gameCode = options.gameCode ?? '';
  return {
    device: 'web',
    ...(options.vietnam ? { lottoArea: 'VN' } : {}),
    ...(options.prizeMode ? { lottoPrizeMode: options.prizeMode } : {}),
    launchMode: lane,
    language: options.language,
    lottoGameCode: gameCode,
    lottoView: 'BET',
    hasLobby: gameCode === '',
    labelName: '',
    lottoMode: resolvePlayMode(lane, gameCode, options.mode ?? null),
  };
}

/** The lottery site's address with the /lottery page's bet_param passed on (the vendor's page reads it). */
export function frameUrl(url: string, betParam: string | undefined): string {
  if (!betParam) return url;
  const address = new URL(url, window.location.origin);
  address.searchParams.set('bet_param', betParam);
  return address.href;
}
