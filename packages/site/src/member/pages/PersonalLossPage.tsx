import { RecordsPanel } from '@platform/ui-kit';
import { productName } from '../../app/centre/centre.names';
import type { CentrePageProps } from '../../app/centre/centre.page';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { centreQuery } from '../member.queries';

/** Personal loss: the range's result by product, with bonuses, deposits, withdrawals and the net. */
export function PersonalLossPage({ state, setState, onLoaded, currency }: CentrePageProps) {
  const records = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate }) =>
    centreQuery(platform, 'personalLoss', { startDate, endDate }),
  );
  const { t, money } = records;
  const loss = records.result;
  const data = loss.data;
  return (
    <RecordsPanel
      caption={t('centre.page.personalLoss')}
      {...records.panel}
      summary={
        data
          ? [
              { label: t('member.col.profitLoss'), value: money(data.totals.profitLoss) },
              { label: t('member.loss.bonus'), value: money(data.bonus) },
              { label: t('member.loss.deposit'), value: money(data.deposit) },
              { label: t('member.loss.withdraw'), value: money(data.withdraw) },
              { label: t('member.loss.net'), value: money(data.net) },
            ]
          : undefined
      }
      columns={[
        { label: t('member.col.product') },
        { label: t('member.col.count'), numeric: true },
        { label: t('member.col.betAmount'), numeric: true },
        { label: t('member.col.validBet'), numeric: true },
        { label: t('member.col.winAmount'), numeric: true },
        { label: t('member.col.profitLoss'), numeric: true },
      ]}
      rows={
        data?.byProduct.map((row) => ({
          key: row.productType,
          cells: [
            productName(t, row.productType),
            row.count,
            money(row.betAmount),
            money(row.validBet),
            money(row.winAmount),
            money(row.profitLoss),
          ],
        })) ?? null
      }
    />
  );
}
