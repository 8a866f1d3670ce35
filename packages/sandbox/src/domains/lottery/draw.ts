import { randomInt } from 'node:crypto';
import type { LotteryKind, VnRegion } from './lottery.catalogue';

/** A draw's result as stored and answered. */
export interface DrawResult {
  numbers: string[];
  prizes?: Partial<Record<VnPrize, string[]>>;
}

export type VnPrize = 'G8' | 'G7' | 'G6' | 'G5' | 'G4' | 'G3' | 'G2' | 'G1' | 'DB';
export type RandomInt = (max: number) => number;

const digits = (count: number, random: RandomInt) => Array.from({ length: count }, () => String(random(10))).join('');

/**
 * Prize table of the south and the centre of Vietnam (the same nine prizes, 18 numbers): [prize, how many numbers,
 * digits each], from the eighth to the special prize.
 */
const southernPrizes: readonly [VnPrize, number, number][] = [
  ['G8', 1, 2],
  ['G7', 1, 3],
  ['G6', 3, 4],
  ['G5', 1, 4],
  ['G4', 7, 5],
  ['G3', 2, 5],
  ['G2', 1, 5],
  ['G1', 1, 5],
  ['DB', 1, 6],
];

/** Prize tables of Vietnam lotteries by region. The north (Ha Noi) draws 27 numbers, the south and centre 18. */
export const vnPrizeTables: Record<VnRegion, readonly [VnPrize, number, number][]> = {
  SOUTH: southernPrizes,
  CENTRAL: southernPrizes,
  NORTH: [
    ['G7', 4, 2],
    ['G6', 3, 3],
    ['G5', 6, 4],
    ['G4', 4, 4],
    ['G3', 6, 5],
    ['G2', 2, 5],
    ['G1', 1, 5],
    ['DB', 1, 5],
  ],
};

/**
 * Draws a result from a cryptographic source: SSC five digits 0-9; 11X5 five distinct numbers 01-11 (a partial
 * Fisher-Yates shuffle, so every set is equally likely); Vietnam lotteries their region's prize table.
 */
export function drawResult(kind: LotteryKind, region: VnRegion | undefined, random: RandomInt = randomInt): DrawResult {
  if (kind === 'SSC') return { numbers: Array.from({ length: 5 }, () => String(random(10))) };
  if (kind === '11X5') {
    const pool = Array.from({ length: 11 }, (_, i) => i + 1);
    for (let i = 0; i < 5; i++) {
      const j = i + random(pool.length - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return { numbers: pool.slice(0, 5).map((n) => String(n).padStart(2, '0')) };
  }
  const prizes: Partial<Record<VnPrize, string[]>> = {};
  for (const [prize, count, width] of vnPrizeTables[region ?? 'SOUTH']) {
    prizes[prize] = Array.from({ length: count }, () => digits(width, random));
  }
  return { numbers: prizes.DB ?? [], prizes };
}

export type Outcome = 'BIG' | 'SMALL' | 'ODD' | 'EVEN' | 'TIE';

const sumOf = (result: DrawResult) => result.numbers.reduce((total, n) => total + Number(n), 0);

/** The sum's size: SSC sums 0-45 (BIG from 23), 11X5 sums 15-45 (BIG above 30, SMALL below, 30 a tie). */
export function sumSize(kind: LotteryKind, result: DrawResult): Outcome {
  const sum = sumOf(result);
  if (kind === '11X5') return sum > 30 ? 'BIG' : sum < 30 ? 'SMALL' : 'TIE';
  return sum >= 23 ? 'BIG' : 'SMALL';
}

export function sumParity(result: DrawResult): Outcome {
  return sumOf(result) % 2 === 0 ? 'EVEN' : 'ODD';
}

/** The last two digits of a Vietnam lottery's special prize (the DE market). */
export function specialTail(result: DrawResult): string {
  return (result.prizes?.DB?.[0] ?? '').slice(-2);
}

export type BetStatus = 'WON' | 'LOST' | 'TIE';

/**
 * How a bet ended against a draw: the sum's size or parity (a 11X5 sum of 30 is a tie), the special prize's last two
 * digits (DE), the five digits in order (STRAIGHT) or the five numbers in any order (ANY5).
 */
export function betStatus(kind: LotteryKind, market: string, selection: string, result: DrawResult): BetStatus {
  if (market === 'STRAIGHT') return result.numbers.join(',') === selection ? 'WON' : 'LOST';
  if (market === 'ANY5') {
    const drawn = [...result.numbers].sort().join(',');
    return drawn === selection.split(',').sort().join(',') ? 'WON' : 'LOST';
  }
  const outcome =
    market === 'SUM_SIZE' ? sumSize(kind, result) : market === 'SUM_PARITY' ? sumParity(result) : specialTail(result);
  return outcome === 'TIE' ? 'TIE' : outcome === selection ? 'WON' : 'LOST';
}
