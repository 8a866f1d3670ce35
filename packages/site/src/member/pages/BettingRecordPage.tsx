import { useT } from '@platform/ui-kit';
import { BetRecords } from '../../app/centre/BetRecords';
import type { CentrePageProps } from '../../app/centre/centre.page';
import { centreQuery } from '../member.queries';

/** Betting record: the bets of the range by product, with the range's totals. */
export function BettingRecordPage(props: CentrePageProps) {
  const t = useT();
  return (
    <BetRecords
      {...props}
      caption={t('centre.page.bettingRecord')}
      query={({ platform, page, ...range }) => centreQuery(platform, 'bettingRecords', { ...range, page, size: 10 })}
    />
  );
}
