import { formatDate, type Language } from '@platform/i18n';
import { useId } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { cx } from '../../shared/cx';
import * as member from '../member/member.css';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as styles from './rg.css';
import { usedPercent } from './rg.format';
import { LIMIT_KINDS, LIMIT_PERIODS, type MoneyLimitState, type SessionLimitState } from './rg.types';

const when = (at: number, language: Language) => formatDate(at, { language });

/** One bar: the share of a limit used, named by its label, with the figure in words beside it. */
function UsageBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  if (limit === null) return null;
  const percent = usedPercent(used, limit);
  return (
    <div
      className={member.progressTrack}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={cx(member.progressBar, percent >= 100 && styles.barFull)} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The nine money limits, grouped by kind, each period with its use as a bar and any change waiting to apply. */
export function MoneyLimitBars({ limits, currency }: { limits: readonly MoneyLimitState[]; currency: CurrencyFormat }) {
  const t = useT();
  const { language } = useLanguage();
  const money = (value: number) => formatAmount(value, currency, language);
  const id = useId();
  return (
    <div className={styles.groups}>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className={styles.group} aria-labelledby={`${id}${kind}`}>
          <h4 id={`${id}${kind}`} className={styles.groupTitle}>
            {t(`responsibleGaming.kind.${kind}`)}
          </h4>
          <ul className={styles.rows}>
            {LIMIT_PERIODS.map((period) => {
              const limit = limits.find((row) => row.kind === kind && row.period === period);
              if (!limit) return null;
              const label = `${t(`responsibleGaming.kind.${kind}`)}, ${t(`responsibleGaming.period.${period}`)}`;
              return (
                <li key={period} className={styles.row}>
                  <div className={styles.rowHead}>
                    <span>{t(`responsibleGaming.period.${period}`)}</span>
                    <span className={styles.figure}>
                      {limit.amount === null
                        ? t('responsibleGaming.usedNoLimit', { used: money(limit.used) })
                        : t('responsibleGaming.used', { used: money(limit.used), limit: money(limit.amount) })}
                    </span>
                  </div>
                  <UsageBar label={label} used={limit.used} limit={limit.amount} />
                  {limit.pending ? (
                    <p className={styles.note}>
                      {limit.pending.amount === null
                        ? t('responsibleGaming.pendingRemove', { time: when(limit.pending.appliesAt, language) })
                        : t('responsibleGaming.pendingRaise', {
                            amount: money(limit.pending.amount),
                            time: when(limit.pending.appliesAt, language),
                          })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The session-time limit: minutes played since login against the limit, and any change waiting to apply. */
export function SessionBar({ session }: { session: SessionLimitState }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className={styles.row}>
      <p className={member.factValue}>
        {session.minutes === null
          ? t('responsibleGaming.sessionNoLimit', { used: session.usedMinutes })
          : t('responsibleGaming.sessionUsed', { used: session.usedMinutes, limit: session.minutes })}
      </p>
      <UsageBar label={t('responsibleGaming.sessionTitle')} used={session.usedMinutes} limit={session.minutes} />
      {session.pending ? (
        <p className={styles.note}>
          {session.pending.minutes === null
            ? t('responsibleGaming.pendingRemove', { time: when(session.pending.appliesAt, language) })
            : t('responsibleGaming.sessionPendingRaise', {
                minutes: session.pending.minutes,
                time: when(session.pending.appliesAt, language),
              })}
        </p>
      ) : null}
    </div>
  );
}
