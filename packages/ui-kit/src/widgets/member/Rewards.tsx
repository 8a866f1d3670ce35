import { formatDate } from '@platform/i18n';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { NativeSelect } from '../../primitives/native-select/NativeSelect';
import { Pagination } from '../../primitives/pagination/Pagination';
import { Tabs } from '../../primitives/tabs/Tabs';
import { visuallyHidden } from '../../shared/a11y.css';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as shared from '../shared/widgets.css';
import * as styles from './member.css';

export const REWARD_SOURCES = ['SIGN_IN', 'NEWBIE', 'RESCUE', 'MISSION', 'PROMOTION'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
export type RewardStatus = 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';

export interface RewardItem {
  id: number;
  source: RewardSource;
  title: string;
  description: string;
  amount: number;
  status: RewardStatus;
  expiresAt: number | null;
}

export interface RewardListProps {
  /** The page's rewards, or null while loading. */
  items: readonly RewardItem[] | null;
  source: RewardSource | 'all';
  onSourceChange: (source: RewardSource | 'all') => void;
  status: RewardStatus | 'all';
  onStatusChange: (status: RewardStatus | 'all') => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  currency: CurrencyFormat;
  /** Claims into the main wallet; resolves once the list shows the claim. */
  onClaim: (item: RewardItem) => Promise<unknown>;
  /** One source only (the mission activity page): no source tabs. @default false */
  fixedSource?: boolean;
}

/**
 * rewardCenter (points §2): rewards in tabs by source (all, sign-in, newbie, rescue, mission, promotions), filtered by
 * status; an available one is claimed into the main wallet with one button.
 */
export function RewardList(props: RewardListProps) {
  const { items, source, onSourceChange, status, onStatusChange, page, pageCount, onPageChange, currency } = props;
  const t = useT();
  const { language } = useLanguage();
  const [claiming, setClaiming] = useState<number | null>(null);
  const claim = async (item: RewardItem) => {
    setClaiming(item.id);
    try {
      await props.onClaim(item);
    } finally {
      setClaiming(null);
    }
  };
  const panel = (
    <>
      <NativeSelect
        label={t('member.rewards.status')}
        value={status}
        onValueChange={(value) => onStatusChange(value as RewardStatus | 'all')}
        options={[
          { value: 'all', label: t('common.all') },
          ...(['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const).map((value) => ({
            value,
            label: t(`member.rewards.status.${value}`),
          })),
        ]}
      />
      {items !== null && items.length === 0 ? (
        <EmptyState title={t('in_no_data')} />
      ) : (
        <ul className={styles.list} aria-busy={items === null || undefined} aria-label={t('member.rewards.list')}>
          {(items ?? []).map((item) => (
            <li key={item.id} className={styles.listItem}>
              <div>
                <p className={styles.itemTitle}>{item.title}</p>
                <p className={shared.muted}>
                  {t(`member.rewards.source.${item.source}`)} · {formatAmount(item.amount, currency, language)}
                  {item.expiresAt !== null && item.status === 'AVAILABLE'
                    ? ` · ${t('member.rewards.expires', { when: formatDate(item.expiresAt, { language }) })}`
                    : ''}
                </p>
              </div>
              {item.status === 'AVAILABLE' ? (
                <Button
                  tone="primary"
                  size="sm"
                  loading={claiming === item.id}
                  aria-label={t('member.rewards.claimOne', { title: item.title })}
                  onClick={() => void claim(item)}
                >
                  {t('member.rewards.claim')}
                </Button>
              ) : (
                <span className={shared.muted}>{t(`member.rewards.status.${item.status}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} /> : null}
    </>
  );
  if (props.fixedSource) return <div className={styles.body}>{panel}</div>;
  return (
    <Tabs
      label={t('member.rewards.source')}
      activationMode="manual"
      value={source}
      onValueChange={(value) => onSourceChange(value as RewardSource | 'all')}
      items={(['all', ...REWARD_SOURCES] as const).map((value) => ({
        value,
        label: value === 'all' ? t('common.all') : t(`member.rewards.source.${value}`),
        content: value === source ? <div className={styles.body}>{panel}</div> : null,
      }))}
    />
  );
}

export interface SignInState {
  signedToday: boolean;
  streak: number;
  cycle: readonly { day: number; amount: number; signed: boolean }[];
}

export interface SignInCardProps {
  state: SignInState | null;
  currency: CurrencyFormat;
  onSignIn: () => Promise<unknown>;
}

/** signInTask (points §2): the 7-day streak, what each day pays, and today's sign-in. */
export function SignInCard({ state, currency, onSignIn }: SignInCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const [sending, setSending] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="member-sign-in">
      <h3 id="member-sign-in" className={styles.sectionTitle}>
        {t('member.signIn.title')}
      </h3>
      <p className={shared.muted} aria-live="polite">
        {t('member.signIn.streak', { days: state?.streak ?? 0 })}
      </p>
      <ol className={styles.days} aria-busy={state === null || undefined}>
        {(state?.cycle ?? []).map((day) => (
          <li key={day.day} className={styles.day} data-signed={day.signed}>
            <span>{t('member.signIn.day', { day: day.day })}</span>
            <span>{formatAmount(day.amount, currency, language)}</span>
            {day.signed ? <span className={visuallyHidden}>{t('member.signIn.signed')}</span> : null}
          </li>
        ))}
      </ol>
      <div className={shared.actions}>
        <Button
          tone="primary"
          disabled={!state || state.signedToday}
          loading={sending}
          onClick={async () => {
            setSending(true);
            try {
              await onSignIn();
            } finally {
              setSending(false);
            }
          }}
        >
          {state?.signedToday ? t('member.signIn.done') : t('member.signIn.action')}
        </Button>
      </div>
    </section>
  );
}

export interface NewbieTask {
  code: 'BIND_MOBILE' | 'SET_PAYMENT_PASSWORD' | 'FIRST_DEPOSIT' | 'FIRST_BET';
  reward: number;
  done: boolean;
}

/** newbieTask (points §2): a new player's first steps and what each pays once done. */
export function NewbieTasks({ tasks, currency }: { tasks: readonly NewbieTask[] | null; currency: CurrencyFormat }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section className={styles.section} aria-labelledby="member-newbie">
      <h3 id="member-newbie" className={styles.sectionTitle}>
        {t('member.newbie.title')}
      </h3>
      <ul className={styles.list} aria-busy={tasks === null || undefined}>
        {(tasks ?? []).map((task) => (
          <li key={task.code} className={styles.listItem}>
            <p className={styles.itemTitle}>
              {t(`member.newbie.${task.code}`)} · {formatAmount(task.reward, currency, language)}
            </p>
            <span className={shared.muted}>{task.done ? t('member.newbie.done') : t('member.newbie.todo')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface RedEnvelope {
  id: number;
  agentAccount: string;
  message: string;
  expiresAt: number;
  left: number;
}

export interface RedEnvelopesProps {
  envelopes: readonly RedEnvelope[] | null;
  /** Opens one; resolves to the amount it gave. */
  onOpen: (envelope: RedEnvelope) => Promise<number | null>;
  currency: CurrencyFormat;
}

/** Red envelopes from the player's agents (agentRedRain): each opened once for a random share. */
export function RedEnvelopes({ envelopes, onOpen, currency }: RedEnvelopesProps) {
  const t = useT();
  const { language } = useLanguage();
  const [opened, setOpened] = useState<string | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  if (envelopes !== null && envelopes.length === 0 && !opened) return null;
  return (
    <section className={styles.section} aria-labelledby="member-envelopes">
      <h3 id="member-envelopes" className={styles.sectionTitle}>
        {t('member.envelopes.title')}
      </h3>
      {opened ? (
        <p className={shared.formSuccess} role="status">
          {opened}
        </p>
      ) : null}
      <ul className={styles.list}>
        {(envelopes ?? []).map((envelope) => (
          <li key={envelope.id} className={styles.listItem}>
            <div>
              <p className={styles.itemTitle}>
                {envelope.message || t('member.envelopes.from', { agent: envelope.agentAccount })}
              </p>
              <p className={shared.muted}>
                {t('member.envelopes.from', { agent: envelope.agentAccount })} ·{' '}
                {t('member.rewards.expires', { when: formatDate(envelope.expiresAt, { language }) })}
              </p>
            </div>
            <Button
              tone="primary"
              size="sm"
              loading={opening === envelope.id}
              onClick={async () => {
                setOpening(envelope.id);
                try {
                  const amount = await onOpen(envelope);
                  if (amount !== null)
                    setOpened(t('member.envelopes.got', { amount: formatAmount(amount, currency, language) }));
                } finally {
                  setOpening(null);
                }
              }}
            >
              {t('member.envelopes.open')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
