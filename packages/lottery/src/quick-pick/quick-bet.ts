import { LOTTERY_LIMITS } from '../lottery.constants';
import type { LotteryGame, QuickPickKind } from '../lottery.types';
import { cryptoRandomSource, type RandomSource } from '../random/random.source';
import { pickElevenFive, pickSsc } from './quick-pick';

export interface QuickBet<G extends LotteryGame = LotteryGame> {
  game: G;
  kind: QuickPickKind;
  numbers: string[];
}

/**
 * The kind of a game from its code or label: 'SSC' in it means SSC, '11X5' (or '11x5', '11选5') means 11X5; others have
 * no quick pick. Pass your own `kindOf` where a merchant names games differently.
 */
export function quickPickKind(game: LotteryGame): QuickPickKind | undefined {
  const text = `${game.gameCode} ${game.labelName ?? ''}`.toUpperCase();
  if (/11\s*(X|选)\s*5/.test(text)) return '11X5';
  if (text.includes('SSC')) return 'SSC';
  return undefined;
}

export interface QuickBetOptions<G extends LotteryGame> {
  /** @default crypto.getRandomValues */
  random?: RandomSource;
  /** @default quickPickKind */
  kindOf?: (game: G) => QuickPickKind | undefined;
}

/**
 * The quick-bet widget's games (points §2): at most 5, first up to 3 SSC games then 11X5 games, each in the order
 * given, each with fresh random numbers. Games of other kinds are skipped.
 */
export function chooseQuickBets<G extends LotteryGame>(
  games: readonly G[],
  options: QuickBetOptions<G> = {},
): QuickBet<G>[] {
  const { random = cryptoRandomSource, kindOf = quickPickKind } = options;
  const ssc = games.filter((game) => kindOf(game) === 'SSC').slice(0, LOTTERY_LIMITS.quickBetSscGames);
  const elevenFive = games
    .filter((game) => kindOf(game) === '11X5')
    .slice(0, LOTTERY_LIMITS.quickBetGames - ssc.length);
  return [
    ...ssc.map((game) => ({ game, kind: 'SSC' as const, numbers: pickSsc(random) })),
    ...elevenFive.map((game) => ({ game, kind: '11X5' as const, numbers: pickElevenFive(random) })),
  ];
}

/** New numbers for one quick bet (the widget's re-roll button). */
export function rerollQuickBet<G extends LotteryGame>(bet: QuickBet<G>, random: RandomSource = cryptoRandomSource) {
  return { ...bet, numbers: bet.kind === 'SSC' ? pickSsc(random) : pickElevenFive(random) };
}
