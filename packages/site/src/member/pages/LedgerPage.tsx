import { RecordsPanel } from '@platform/ui-kit';
import type { CentrePageProps } from '../../app/centre/centre.page';
import { ledgerColumns, ledgerRow } from '../../app/centre/centre.records';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { centreQuery } from '../member.queries';

/** Ledger pages: account record (every line) and bonus details (bonuses, rebates, rewards, salaries, envelopes). */
export function LedgerPage({
  state,
  setState,
  onLoaded,
  currency,
  call,
}: CentrePageProps & { call: 'accountRecords' | 'bonusDetails' }) {
  const records = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate, page }) =>
    centreQuery(platform, call, { startDate, endDate, page, size: 10 }),
  );
  const { t, language, money } = records;
  const lines = records.result;
  const total = lines.data && 'totalAmount' in lines.data ? (lines.data.totalAmount as number) : null;
  return (
    <RecordsPanel
      caption={t(call === 'accountRecords' ? 'centre.page.accountRecord' : 'centre.page.bonusDetails')}
      {...records.panel}
      summary={total === null ? undefined : [{ label: t('member.col.total'), value: money(total) }]}
      columns={ledgerColumns(t)}
      rows={lines.data?.list.map((line) => ledgerRow({ t, language, money }, line)) ?? null}
    />
  );
}

export const AccountRecordPage = (props: CentrePageProps) => <LedgerPage {...props} call="accountRecords" />;

export const BonusDetailsPage = (props: CentrePageProps) => <LedgerPage {...props} call="bonusDetails" />;
