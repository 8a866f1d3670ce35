import { formatDate } from '@platform/i18n';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { formatRate } from '../points/points.format';
import { DataTable } from '../shared/DataTable';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as shared from '../shared/widgets.css';
import { Facts } from './Facts';
import * as styles from './member.css';

export interface RebateState {
  claimable: number;
  byProduct: readonly { productType: string; validBet: number; rate: number; amount: number }[];
  lastClaimAt: number | null;
}

export interface RebateClaimProps {
  rebate: RebateState | null;
  /** A product's name (productType → words). */
  productName: (productType: string) => string;
  currency: CurrencyFormat;
  /** Claims everything claimable; resolves to the amount paid, or null when refused (the app says why). */
  onClaim: () => Promise<number | null>;
}

/** manualRebate (points §2): the rebate earned since the last claim, by product with its rate, claimed in one go. */
export function RebateClaim({ rebate, productName, currency, onClaim }: RebateClaimProps) {
  const t = useT();
  const { language } = useLanguage();
  const [paid, setPaid] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const money = (value: number) => formatAmount(value, currency, language);
  const percent = (rate: number) => formatRate(rate, language);
  return (
    <div className={styles.body}>
      <Facts
        facts={[
          { label: t('member.rebate.claimable'), value: rebate ? money(rebate.claimable) : '—' },
          {
            label: t('member.rebate.lastClaim'),
            value: rebate?.lastClaimAt ? formatDate(rebate.lastClaimAt, { language }) : '—',
          },
        ]}
      />
      {paid !== null ? (
        <p className={shared.formSuccess} role="status">
          {t('member.rebate.paid', { amount: money(paid) })}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button
          tone="primary"
          loading={sending}
          disabled={!rebate || rebate.claimable <= 0}
          onClick={async () => {
            setSending(true);
            try {
              setPaid(await onClaim());
            } finally {
              setSending(false);
            }
          }}
        >
          {t('member.rebate.claim')}
        </Button>
      </div>
      {rebate && rebate.byProduct.length === 0 ? (
        <EmptyState title={t('in_no_data')} />
      ) : (
        <DataTable
          caption={t('member.rebate.byProduct')}
          showCaption
          columns={[
            { label: t('member.col.product') },
            { label: t('member.col.validBet'), numeric: true },
            { label: t('member.rebate.rate'), numeric: true },
            { label: t('member.col.amount'), numeric: true },
          ]}
          rows={
            rebate?.byProduct.map((row) => ({
              key: row.productType,
              cells: [productName(row.productType), money(row.validBet), percent(row.rate), money(row.amount)],
            })) ?? null
          }
        />
      )}
    </div>
  );
}
