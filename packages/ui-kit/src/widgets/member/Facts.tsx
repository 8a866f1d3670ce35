import * as styles from './member.css';

export interface Fact {
  label: string;
  value: string;
}

export interface FactsProps {
  facts: readonly Fact[];
}

/** Figures with their labels (a range's totals, a wallet's balances and limits), as a description list. */
export function Facts({ facts }: FactsProps) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
