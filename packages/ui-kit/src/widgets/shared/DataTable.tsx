import type { ReactNode } from 'react';
import { cx } from '../../shared/cx';
import * as styles from './data-table.css';

export interface DataColumn {
  label: string;
  /** Numbers align to the end, in tabular figures. */
  numeric?: boolean;
}

export interface DataTableProps {
  /** Names the table for screen readers. */
  caption: string;
  /** Shows the caption as a visible title; hidden by default where a tab or heading already names it. @default false */
  showCaption?: boolean;
  columns: readonly DataColumn[];
  /** One entry a row: its key and its cells, in column order; null while loading. */
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[] | null;
}

/** A records table (points records and ledger, winner board): captioned, scrolls sideways when narrow. */
export function DataTable({ caption, showCaption = false, columns, rows }: DataTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={rows === null || undefined}>
        <caption className={showCaption ? styles.caption : styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cx(styles.headCell, column.numeric && styles.number)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, one per column
                  key={index}
                  className={cx(styles.cell, columns[index]?.numeric && styles.number)}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
