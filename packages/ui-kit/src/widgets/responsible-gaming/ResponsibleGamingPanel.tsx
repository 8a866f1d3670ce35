import { formatDate } from '@platform/i18n';
import { type ReactNode, useId } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { CentreForm, type FormOutcome } from '../centre/CentreForm';
import * as member from '../member/member.css';
import type { CurrencyFormat } from '../shared/money';
import { MoneyLimitBars, SessionBar } from './LimitBars';
import * as styles from './rg.css';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitOutcome,
  type LimitPeriod,
  REALITY_CHECK_INTERVALS,
  type RealityCheckInterval,
  type ResponsibleGamingOverview,
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
  TIME_OUT_PERIODS,
  type TimeOutPeriod,
} from './rg.types';

export interface ResponsibleGamingPanelProps {
  overview: ResponsibleGamingOverview;
  currency: CurrencyFormat;
  /** The hours a raise or removal waits (the contract's `limitCoolingOffHours`). */
  coolingOffHours: number;
  /** The session limit's bounds in minutes. */
  sessionMinutes: { min: number; max: number };
  onSetLimit: (kind: LimitKind, period: LimitPeriod, amount: number | null) => Promise<LimitOutcome>;
  onSetSessionLimit: (minutes: number | null) => Promise<LimitOutcome>;
  onSetRealityCheck: (minutes: RealityCheckInterval) => Promise<FormOutcome>;
  /** Starts a time-out; on success the app ends the session (the page goes with it). */
  onTimeOut: (period: TimeOutPeriod, password: string) => Promise<FormOutcome>;
  onSelfExclude: (period: SelfExclusionPeriod, password: string) => Promise<FormOutcome>;
}

/** One titled block of the page (a stable component: its forms keep what was typed across renders). */
function Section({ id, name, title, children }: { id: string; name: string; title: string; children: ReactNode }) {
  return (
    <section className={member.section} aria-labelledby={`${id}${name}`}>
      <h3 id={`${id}${name}`} className={member.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A time-out or a self-exclusion: its warning, the period (the first preselected) and the login password that confirms
 * it. The two differ only in their words and periods.
 */
function BreakForm<P extends TimeOutPeriod | SelfExclusionPeriod>(props: {
  id: string;
  name: string;
  title: string;
  warning: string;
  periods: readonly P[];
  submitLabel: string;
  onSubmit: (period: P, password: string) => Promise<FormOutcome>;
}) {
  const t = useT();
  return (
    <Section id={props.id} name={props.name} title={props.title}>
      <p className={styles.warning}>{props.warning}</p>
      <CentreForm
        fields={[
          {
            name: 'period',
            label: t('responsibleGaming.field.breakPeriod'),
            kind: 'select',
            initial: props.periods[0],
            options: props.periods.map((period) => ({ value: period, label: t(`responsibleGaming.break.${period}`) })),
          },
          {
            name: 'password',
            label: t('responsibleGaming.field.password'),
            kind: 'password',
            autoComplete: 'current-password',
            requiredMessage: t('responsibleGaming.passwordRequired'),
          },
        ]}
        submitLabel={props.submitLabel}
        onSubmit={(values) => props.onSubmit(values.period as P, values.password ?? '')}
      />
    </Section>
  );
}

/**
 * The member centre's responsible-gaming page (issue 26): the money limits with their use as bars and the changes
 * waiting for their cooling-off, the session-time limit, the reality-check interval, a time-out and a self-exclusion
 * (each behind a warning and the login password). Every form is the centres' one `CentreForm`.
 */
export function ResponsibleGamingPanel(props: ResponsibleGamingPanelProps) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const { overview, coolingOffHours } = props;
  const saved = (outcome: LimitOutcome): FormOutcome =>
    outcome.ok
      ? {
          ok: true,
          message:
            outcome.appliesAt === null
              ? t('responsibleGaming.savedNow')
              : t('responsibleGaming.savedPending', {
                  time: formatDate(outcome.appliesAt, { language }),
                  hours: coolingOffHours,
                }),
        }
      : outcome;
  return (
    <div className={member.body}>
      <p className={styles.note}>{t('responsibleGaming.intro', { hours: coolingOffHours })}</p>
      <Section id={id} name="limits" title={t('responsibleGaming.limitsTitle')}>
        <MoneyLimitBars limits={overview.limits} currency={props.currency} />
        <h4 className={styles.groupTitle}>{t('responsibleGaming.setLimitTitle')}</h4>
        <CentreForm
          fields={[
            {
              name: 'kind',
              label: t('responsibleGaming.field.kind'),
              kind: 'select',
              initial: 'DEPOSIT',
              options: LIMIT_KINDS.map((kind) => ({ value: kind, label: t(`responsibleGaming.kind.${kind}`) })),
            },
            {
              name: 'period',
              label: t('responsibleGaming.field.period'),
              kind: 'select',
              initial: 'DAY',
              options: LIMIT_PERIODS.map((period) => ({
                value: period,
                label: t(`responsibleGaming.period.${period}`),
              })),
            },
            {
              name: 'amount',
              label: t('responsibleGaming.field.amount'),
              kind: 'amount',
              currency: props.currency.currency,
              required: false,
              hint: t('responsibleGaming.field.amountHint'),
            },
          ]}
          submitLabel={t('responsibleGaming.saveLimit')}
          onSubmit={async (values) =>
            saved(
              await props.onSetLimit(
                values.kind as LimitKind,
                values.period as LimitPeriod,
                values.amount ? Number(values.amount) : null,
              ),
            )
          }
        />
      </Section>
      <Section id={id} name="session" title={t('responsibleGaming.sessionTitle')}>
        <SessionBar session={overview.session} />
        <CentreForm
          fields={[
            {
              name: 'minutes',
              label: t('responsibleGaming.field.minutes'),
              kind: 'integer',
              required: false,
              hint: t('responsibleGaming.field.minutesHint', props.sessionMinutes),
              validate: (value) => {
                const minutes = Number(value);
                const { min, max } = props.sessionMinutes;
                return value !== '' && (minutes < min || minutes > max)
                  ? t('responsibleGaming.field.minutesHint', props.sessionMinutes)
                  : null;
              },
            },
          ]}
          submitLabel={t('responsibleGaming.saveSession')}
          onSubmit={async (values) =>
            saved(await props.onSetSessionLimit(values.minutes ? Number(values.minutes) : null))
          }
        />
      </Section>
      <Section id={id} name="reality" title={t('responsibleGaming.realityTitle')}>
        <p className={styles.note}>{t('responsibleGaming.realityHint')}</p>
        <CentreForm
          fields={[
            {
              name: 'interval',
              label: t('responsibleGaming.field.interval'),
              kind: 'select',
              initial: String(overview.realityCheckMinutes),
              options: REALITY_CHECK_INTERVALS.map((minutes) => ({
                value: String(minutes),
                label: t(`responsibleGaming.interval.${minutes}`),
              })),
            },
          ]}
          submitLabel={t('responsibleGaming.saveInterval')}
          doneMessage={t('responsibleGaming.saved')}
          onSubmit={(values) => props.onSetRealityCheck(Number(values.interval) as RealityCheckInterval)}
        />
      </Section>
      <BreakForm
        id={id}
        name="timeOut"
        title={t('responsibleGaming.timeOutTitle')}
        warning={t('responsibleGaming.timeOutWarning')}
        periods={TIME_OUT_PERIODS}
        submitLabel={t('responsibleGaming.startTimeOut')}
        onSubmit={props.onTimeOut}
      />
      <BreakForm
        id={id}
        name="selfExclusion"
        title={t('responsibleGaming.selfExclusionTitle')}
        warning={t('responsibleGaming.selfExclusionWarning')}
        periods={SELF_EXCLUSION_PERIODS}
        submitLabel={t('responsibleGaming.startSelfExclusion')}
        onSubmit={props.onSelfExclude}
      />
    </div>
  );
}
