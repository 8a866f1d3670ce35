// The shared widgets' public exports, re-exported by the package's index.ts.
export type { DataColumn, DataTableProps } from './DataTable';
export { DataTable } from './DataTable';
export type { CurrencyFormat } from './money';
export { formatAmount } from './money';
export type { CountdownRuntime } from './useCountdownMachine';
