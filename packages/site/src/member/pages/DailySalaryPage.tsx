import { formatDate } from '@platform/i18n';
import { RecordsPanel } from '@platform/ui-kit';
import type { CentrePageProps } from '../../app/centre/centre.page';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { centreQuery } from '../member.queries';

/** playerMRDailySalary: the player's daily salary settlements, with the range's amount. */
export function DailySalaryPage({ state, setState, onLoaded, currency }: CentrePageProps) {
  const records = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate, page }) =>
    centreQuery(platform, 'dailySalary', { startDate, endDate, page, size: 10 }),
  );
  const { t, language, money } = records;
  const salary = records.result;
  return (
    <RecordsPanel
      caption={t('centre.page.playerMRDailySalary')}
      {...records.panel}
      summary={
        salary.data
          ? [
              { label: t('member.col.total'), value: money(salary.data.totals.amount) },
              { label: t('member.salary.paid'), value: String(salary.data.totals.paidCount) },
            ]
          : undefined
      }
      columns={[
        { label: t('member.salary.period') },
        { label: t('member.col.validBet'), numeric: true },
        { label: t('member.salary.rate'), numeric: true },
        { label: t('member.col.amount'), numeric: true },
        { label: t('member.col.status') },
      ]}
      rows={
        salary.data?.list.map((line) => ({
          key: line.id,
          cells: [
            formatDate(line.periodStart, { language }),
            money(line.teamBet),
            `${(line.rate * 100).toFixed(2)}%`,
            money(line.amount),
            t(`member.salary.${line.status}`),
          ],
        })) ?? null
      }
    />
  );
}
