// The figures of several Lighthouse runs of one route, their medians and the printed table beside the budgets.
import type { LighthouseFigures } from './lighthouse.run';

/** ARCHITECTURE.md "Budgets": Lighthouse desktop, every main route. */
export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, cls: 0.02 } as const;

/** The phone budgets (issue 24): Lighthouse's mobile preset with its default throttling. */
export const LIGHTHOUSE_MOBILE_BUDGETS = { performance: 90, accessibility: 100, cls: 0.05, lcpMs: 2500 } as const;

export type LighthouseBudgets = { performance: number; accessibility: number; cls: number; lcpMs?: number };

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface RouteFigures {
  route: string;
  runs: readonly LighthouseFigures[];
  /** The JS the route loaded, gzipped (bytes), median over the runs. */
  jsGzBytes: number;
}

export interface RouteMedians {
  route: string;
  performance: number;
  performanceRange: readonly [number, number];
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  jsGzBytes: number;
  transferBytes: number;
  a11yFailures: readonly string[];
}

/** Each metric's median over the runs (the way Lighthouse's own variability guide suggests reading several runs). */
export function mediansOf({ route, runs, jsGzBytes }: RouteFigures): RouteMedians {
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  const scores = runs.map((run) => run.performance);
  return {
    route,
    performance: of((run) => run.performance),
    performanceRange: [Math.min(...scores), Math.max(...scores)],
    accessibility: of((run) => run.accessibility),
    cls: of((run) => run.cls),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    fcpMs: of((run) => run.fcpMs),
    jsGzBytes,
    transferBytes: of((run) => run.transferBytes),
    a11yFailures: [...new Set(runs.flatMap((run) => run.a11yFailures))],
  };
}

const mark = (within: boolean) => (within ? ' ' : '!');

/** One merchant's table: a row per route, medians, `!` beside a figure outside its budget. */
export function formatTable(
  title: string,
  rows: readonly RouteMedians[],
  budgets: LighthouseBudgets = LIGHTHOUSE_BUDGETS,
): string {
  const { performance, accessibility, cls, lcpMs } = budgets;
  const header = [
    'route'.padEnd(12),
    `perf (>=${performance})`.padStart(14),
    `a11y (${accessibility})`.padStart(11),
    `CLS (<=${cls})`.padStart(13),
    (lcpMs ? `LCP (<=${lcpMs})` : 'LCP ms').padStart(lcpMs ? 13 : 8),
    'TBT ms'.padStart(8),
    'FCP ms'.padStart(8),
    'JS gz kB'.padStart(9),
    'wire kB'.padStart(8),
  ].join(' ');
  const lines = rows.map((row) => {
    const [low, high] = row.performanceRange;
    return [
      row.route.padEnd(12),
      `${row.performance} [${low}-${high}]${mark(row.performance >= performance)}`.padStart(14),
      `${row.accessibility}${mark(row.accessibility >= accessibility)}`.padStart(11),
      `${row.cls.toFixed(3)}${mark(row.cls <= cls)}`.padStart(13),
      `${Math.round(row.lcpMs)}${lcpMs ? mark(row.lcpMs <= lcpMs) : ''}`.padStart(lcpMs ? 13 : 8),
      Math.round(row.tbtMs).toString().padStart(8),
      Math.round(row.fcpMs).toString().padStart(8),
      (row.jsGzBytes / 1024).toFixed(1).padStart(9),
      (row.transferBytes / 1024).toFixed(1).padStart(8),
    ].join(' ');
  });
  const failures = rows
    .filter((row) => row.a11yFailures.length > 0)
    .map((row) => `  ${row.route}: accessibility audits failed: ${row.a11yFailures.join(', ')}`);
  return [title, header, ...lines, ...failures].join('\n');
}
