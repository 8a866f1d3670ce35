/**
 * A small seeded generator (mulberry32) for seed data only: the same seed gives the same demo data, so screenshots and
 * stories are stable. Draws, red-envelope shares and anything a player could bet on use `node:crypto` instead.
 */
export interface SeedRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Money with cents in [min, max]. */
  money(min: number, max: number): number;
}

export function seedRandom(seed: number): SeedRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    money: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
}
