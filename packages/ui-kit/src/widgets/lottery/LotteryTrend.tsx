import { useT } from '../../i18n/I18nProvider';
import { DrawNumbers } from './LotteryResults';
import * as styles from './lottery.css';
import { numberFrequencies, numberRange, positionLines, type TrendDraw, type TrendKind } from './lottery.trend';

export interface LotteryTrendProps {
  gameName: string;
  kind: TrendKind;
  /** The last draws, newest first. */
  draws: readonly TrendDraw[];
}

const geometry = { width: 720, height: 260, padding: 28 };

/**
 * The trend page's chart and tables (player-site §2 "lottery trend chart page"): the numbers of the last draws by
 * position as an SVG line chart (oldest left), how often each number came, and the draws themselves. The tables carry
 * the same data as the chart for a screen reader.
 */
export function LotteryTrend({ gameName, kind, draws }: LotteryTrendProps) {
  const t = useT();
  const lines = positionLines(kind, draws, geometry);
  const { lowest, highest } = numberRange(kind);
  const ticks = Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i);
  const y = (value: number) =>
    geometry.padding + (geometry.height - geometry.padding * 2) * (1 - (value - lowest) / (highest - lowest));
  const title = t('lottery.trendPage.chart', { game: gameName, count: draws.length });
  if (draws.length === 0) return <p className={styles.muted}>{t('lottery.trendPage.none')}</p>;
  return (
    <div className={styles.list}>
      <section className={styles.panel} aria-labelledby="lottery-trend-chart">
        <h2 id="lottery-trend-chart" className={styles.panelTitle}>
          {title}
        </h2>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          role="img"
          aria-label={title}
          data-draws={draws.length}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={styles.chartGrid}
                x1={geometry.padding}
                x2={geometry.width - geometry.padding}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text className={styles.chartAxis} x={4} y={y(tick) + 4}>
                {kind === '11X5' ? String(tick).padStart(2, '0') : tick}
              </text>
            </g>
          ))}
          {lines.map((points, position) => {
            const colour = styles.positionColours[position % styles.positionColours.length];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a position is its index
              <g key={position} data-position={position + 1}>
                <polyline
                  className={styles.chartLine}
                  stroke={colour}
                  points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                />
                {points.map((p) => (
                  <circle
                    key={p.numero}
                    className={styles.chartDot}
                    cx={p.x}
                    cy={p.y}
                    r={3.5}
                    fill={colour}
                    data-value={p.value}
                    data-numero={p.numero}
                  />
                ))}
              </g>
            );
          })}
        </svg>
        <ul className={styles.legend}>
          {lines.map((_, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a position is its index
            <li key={position}>
              <span
                className={styles.swatch}
                style={{ background: styles.positionColours[position % styles.positionColours.length] }}
              />
              {t('lottery.trendPage.position', { n: position + 1 })}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="lottery-trend-frequency">
        <h2 id="lottery-trend-frequency" className={styles.panelTitle}>
          {t('lottery.trendPage.frequency')}
        </h2>
        {/* Wider than a phone: it scrolls sideways in its own box, which takes focus so a keyboard scrolls it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <div className={styles.tableScroll} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="row" className={styles.cell}>
                  {t('lottery.trendPage.number')}
                </th>
                {numberFrequencies(kind, draws).map((f) => (
                  <th key={f.number} scope="col" className={styles.cell}>
                    {kind === '11X5' ? String(f.number).padStart(2, '0') : f.number}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className={styles.cell}>
                  {t('lottery.trendPage.times')}
                </th>
                {numberFrequencies(kind, draws).map((f) => (
                  <td key={f.number} className={styles.cell}>
                    {f.times}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="lottery-trend-draws">
        <h2 id="lottery-trend-draws" className={styles.panelTitle}>
          {t('lottery.trendPage.draws')}
        </h2>
        {/* Wider than a phone: it scrolls sideways in its own box, which takes focus so a keyboard scrolls it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <div className={styles.tableScroll} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('lottery.trendPage.issue')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('lottery.numbers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {draws.map((draw) => (
                <tr key={draw.numero}>
                  <th scope="row" className={styles.cell}>
                    {draw.numero}
                  </th>
                  <td className={styles.cell}>
                    <DrawNumbers numbers={draw.numbers} label={`${draw.numero} ${t('lottery.numbers')}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
