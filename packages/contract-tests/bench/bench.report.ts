/** Printing figures beside their budgets (ARCHITECTURE.md "Budgets"). Benchmarks print; they never assert. */

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export function verdict(within: boolean): string {
  return within ? 'within budget' : 'OVER BUDGET';
}

export function line(label: string, figure: string, budget: string, within: boolean): void {
  console.log(`${label.padEnd(44)} ${figure.padEnd(30)} budget: ${budget} (${verdict(within)})`);
}

export function heading(title: string): void {
  console.log(`\n${title}\n${'-'.repeat(title.length)}`);
}
