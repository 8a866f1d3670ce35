import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { DataTable } from '../shared/DataTable';
import * as shared from '../shared/widgets.css';
import * as styles from './speed-test.css';

export type SpeedClassName = 'fast' | 'normal' | 'slow' | 'unreachable';

export interface SpeedTestRow {
  /** The candidate as the server named it (an origin). */
  domain: string;
  /** Undefined while this round's probe is out. */
  result?: { speedMs: number; speedClass: SpeedClassName };
}

export interface SpeedTestPanelProps {
  rows: readonly SpeedTestRow[];
  /** True while a re-test's loader shows (1 s) or the first measure waits (500 ms). */
  preparing: boolean;
  /** True until every row has its result. */
  measuring: boolean;
  onRetest: () => void;
  /** Where Enter goes for a domain (the site's address on it). */
  enterHref: (domain: string) => string;
}

/**
 * The speed test (points §2 "Speed test", §4 "Speed"): each candidate domain with its response time and class (fast up
 * to 80 ms, normal to 150, slow above, cannot connect) and an Enter link, and a re-test button; the state of the test
 * is announced.
 */
export function SpeedTestPanel({ rows, preparing, measuring, onRetest, enterHref }: SpeedTestPanelProps) {
  const t = useT();
  return (
    <div className={styles.panel}>
      <div className={shared.actions}>
        <Button tone="primary" onClick={onRetest} loading={preparing} disabled={preparing || measuring}>
          {t('speedTest.retest')}
        </Button>
        <p className={shared.muted} role="status">
          {preparing || measuring ? t('speedTest.testing') : t('speedTest.done')}
        </p>
      </div>
      <DataTable
        caption={t('speedTest.caption')}
        columns={[
          { label: t('speedTest.domain') },
          { label: t('speedTest.time'), numeric: true },
          { label: t('speedTest.class') },
          { label: t('speedTest.enter') },
        ]}
        rows={rows.map((row) => ({
          key: row.domain,
          cells: [
            <span key="domain" className={styles.domain}>
              {row.domain}
            </span>,
            <span key="time" className={styles.cell}>
              {row.result && row.result.speedClass !== 'unreachable'
                ? t('speedTest.ms', { ms: row.result.speedMs })
                : row.result
                  ? '—'
                  : t('speedTest.measuring')}
            </span>,
            <span key="class" className={styles.cell}>
              {row.result ? (
                <span className={styles.speedClass} data-class={row.result.speedClass}>
                  {t(`speedTest.class.${row.result.speedClass}`)}
                </span>
              ) : (
                '…'
              )}
            </span>,
            row.result && row.result.speedClass !== 'unreachable' ? (
              <a
                key="enter"
                className={styles.enter}
                href={enterHref(row.domain)}
                aria-label={t('speedTest.enterDomain', { domain: row.domain })}
              >
                {t('speedTest.enter')}
              </a>
            ) : (
              '—'
            ),
          ],
        }))}
      />
    </div>
  );
}
