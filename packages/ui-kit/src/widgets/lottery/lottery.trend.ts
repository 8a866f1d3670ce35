/** The numbers a game kind draws from: SSC digits 0-9, 11X5 numbers 01-11 (points §2). */
export type TrendKind = 'SSC' | '11X5';

export interface TrendDraw {
  numero: string;
  numbers: readonly string[];
}

export function numberRange(kind: TrendKind): { lowest: number; highest: number } {
  return kind === 'SSC' ? { lowest: 0, highest: 9 } : { lowest: 1, highest: 11 };
}

/** Each number of the range with how often the draws gave it (every position counted), in the range's order. */
export function numberFrequencies(kind: TrendKind, draws: readonly TrendDraw[]): { number: number; times: number }[] {
  const { lowest, highest } = numberRange(kind);
  const counts = new Map<number, number>();
  for (const draw of draws) {
    for (const n of draw.numbers) counts.set(Number(n), (counts.get(Number(n)) ?? 0) + 1);
  }
  return Array.from({ length: highest - lowest + 1 }, (_, i) => ({
    number: lowest + i,
    times: counts.get(lowest + i) ?? 0,
  }));
}

export interface ChartGeometry {
  width: number;
  height: number;
  padding: number;
}

/**
 * The chart's lines: per position, one point per draw from the oldest (left) to the newest (right), the number's
 * value upwards. `draws` come newest first, as the server lists them.
 */
export function positionLines(kind: TrendKind, draws: readonly TrendDraw[], geometry: ChartGeometry) {
  const { lowest, highest } = numberRange(kind);
  const ordered = [...draws].reverse();
  const positions = Math.max(0, ...ordered.map((d) => d.numbers.length));
  const innerWidth = geometry.width - geometry.padding * 2;
  const innerHeight = geometry.height - geometry.padding * 2;
  const x = (i: number) =>
    geometry.padding + (ordered.length <= 1 ? innerWidth / 2 : (innerWidth * i) / (ordered.length - 1));
  const y = (value: number) => geometry.padding + innerHeight - ((value - lowest) / (highest - lowest)) * innerHeight;
  return Array.from({ length: positions }, (_, position) =>
    ordered.flatMap((draw, i) => {
      const value = Number(draw.numbers[position]);
      return Number.isFinite(value) ? [{ x: x(i), y: y(value), value, numero: draw.numero }] : [];
    }),
  );
}
