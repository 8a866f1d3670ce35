import { LOTTERY_LIMITS } from '../lottery.constants';
import { createIntegerDrawer, cryptoRandomSource, type RandomSource } from '../random/random.source';

/**
 * An SSC quick pick (points §2): 5 digits, each 0-9 and drawn on its own (digits may repeat), in position order, as
 * strings ('0'...'9') ready for a bet.
 */
export function pickSsc(random: RandomSource = cryptoRandomSource): string[] {
  const below = createIntegerDrawer(random);
  return Array.from({ length: LOTTERY_LIMITS.sscDigits }, () => String(below(10)));
}

/**
 * An 11X5 quick pick (points §2): 5 distinct numbers from 01-11, zero-padded, in ascending order (the order a bet slip
 * shows them; the set is uniform over all 462 possible sets). A partial Fisher-Yates shuffle draws them.
 */
export function pickElevenFive(random: RandomSource = cryptoRandomSource): string[] {
  const below = createIntegerDrawer(random);
  const pool = Array.from({ length: LOTTERY_LIMITS.elevenFiveHighest }, (_, i) => i + 1);
  for (let i = 0; i < LOTTERY_LIMITS.elevenFivePicks; i++) {
    const j = i + below(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool
    .slice(0, LOTTERY_LIMITS.elevenFivePicks)
    .sort((a, b) => a - b)
    .map((n) => String(n).padStart(2, '0'));
}
