import type { ThemeContrastReport } from '../../theme/theme.contrast';
import * as styles from './playground.css';

/** The live WCAG check: a summary line, then every pair with its ratio, failures first. */
export function ContrastReport({ report }: { report: ThemeContrastReport }) {
  const rows = [...report.failures, ...report.checks.filter((check) => check.passes)];
  return (
    <section aria-labelledby="contrast-title">
      <h2 id="contrast-title" style={{ fontSize: 18, margin: '0 0 8px' }}>
        WCAG 2.2 AA contrast
      </h2>
      <p role="status" className={report.passes ? styles.pass : styles.fail}>
        {report.passes
          ? `All ${report.checks.length} pairs pass.`
          : `${report.failures.length} of ${report.checks.length} pairs fail.`}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell}>Pair</th>
            <th className={styles.cell}>Ratio</th>
            <th className={styles.cell}>Needs</th>
            <th className={styles.cell}>Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((check) => (
            <tr key={`${check.foreground}/${check.background}`}>
              <td className={styles.cell}>
                {check.foreground} on {check.background}
              </td>
              <td className={styles.cell}>{Number.isNaN(check.ratio) ? check.problem : check.ratio.toFixed(2)}</td>
              <td className={styles.cell}>{check.minimum}</td>
              <td className={`${styles.cell} ${check.passes ? styles.pass : styles.fail}`}>
                {check.passes ? 'pass' : 'fail'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
