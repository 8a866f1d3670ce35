import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { type Fact, Facts } from '../member/Facts';
import * as member from '../member/member.css';
import { type DataColumn, DataTable, type DataTableProps } from '../shared/DataTable';
import * as shared from '../shared/widgets.css';
import * as styles from './agent.css';

export interface ContractButtonData {
  /** Already translated ("Accept", "Terminate"). */
  label: string;
  /** primary: the positive choice; danger: the reject-style one; neutral: a plain one. */
  tone: 'primary' | 'danger' | 'neutral';
  onPress: () => void;
}

export interface ContractCardData {
  key: string;
  /** "Dividend · Live Casino · Weekly", already translated. */
  title: string;
  /** Its status in words. */
  status: string;
  /** The terms (minimum bet, net loss, active members, the rate...). */
  facts: readonly Fact[];
  /** The rate tiers of a salary contract. */
  tiers?: { columns: readonly DataColumn[]; rows: NonNullable<DataTableProps['rows']> };
  buttons: readonly ContractButtonData[];
}

export interface ContractRequestsProps {
  /** Offers waiting for an answer (P, E); null while loading. */
  pending: readonly ContractCardData[] | null;
  /** Contracts in force (V) that may be ended; leave out for the after-login view of requests only. */
  termination?: readonly ContractCardData[] | null;
  /** The card whose action is being sent: its buttons wait. */
  busyKey?: string | null;
  /** The last action's outcome: contract_request_success, or the refusal in words. */
  message?: { ok: boolean; text: string } | null;
}

const TONE = { primary: 'primary', danger: 'critical', neutral: 'secondary' } as const;

function Cards({
  cards,
  busyKey,
  label,
}: {
  cards: readonly ContractCardData[];
  busyKey?: string | null;
  label: string;
}) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.key} className={styles.card} aria-labelledby={`contract-${card.key}`}>
          <div className={styles.cardHead}>
            <h4 id={`contract-${card.key}`} className={styles.cardTitle}>
              {card.title}
            </h4>
            <span className={styles.status}>{card.status}</span>
          </div>
          {card.facts.length > 0 ? <Facts facts={card.facts} /> : null}
          {card.tiers ? <DataTable caption={card.title} columns={card.tiers.columns} rows={card.tiers.rows} /> : null}
          <div className={shared.actions}>
            {card.buttons.map((button) => (
              <Button
                key={button.label}
                size="sm"
                tone={TONE[button.tone]}
                disabled={busyKey != null}
                loading={busyKey === card.key}
                onClick={button.onPress}
              >
                {button.label}
              </Button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The contract screens (points §2, §4): pending requests of every kind (dividend, daily, hourly, real-time salary)
 * with accept and reject, and the contracts in force under termination. The buttons come from the app (the rules
 * of @platform/contract-rules decide them); the outcome of the last action is announced above the lists.
 */
export function ContractRequests({ pending, termination, busyKey, message }: ContractRequestsProps) {
  const t = useT();
  return (
    <div className={member.body} aria-busy={pending === null || undefined}>
      <p className={message && !message.ok ? shared.formError : shared.muted} role="status">
        {message?.text ?? ''}
      </p>
      <section className={member.section} aria-labelledby="contract-pending">
        <h3 id="contract-pending" className={member.sectionTitle}>
          {t('agent.contracts.pending')}
        </h3>
        {pending !== null && pending.length === 0 ? <EmptyState title={t('agent.contracts.nonePending')} /> : null}
        <Cards cards={pending ?? []} busyKey={busyKey} label={t('agent.contracts.pending')} />
      </section>
      {termination !== undefined ? (
        <section className={member.section} aria-labelledby="contract-termination">
          <h3 id="contract-termination" className={member.sectionTitle}>
            {t('agent.contracts.termination')}
          </h3>
          {termination !== null && termination.length === 0 ? (
            <EmptyState title={t('agent.contracts.noneInForce')} />
          ) : null}
          <Cards cards={termination ?? []} busyKey={busyKey} label={t('agent.contracts.termination')} />
        </section>
      ) : null}
    </div>
  );
}
