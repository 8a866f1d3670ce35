import { NativeSelect, RecordsPanel } from '@platform/ui-kit';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { productName } from './centre.names';
import type { CentrePageProps } from './centre.page';
import { BET_PRODUCTS, type BetProduct, betColumns, betProductOf, betRow, betTotalsFacts } from './centre.records';
import { type RecordsAt, useCentreRecords } from './useCentreRecords';

type BetLine = Parameters<typeof betRow>[1];
type Bets = {
  list: BetLine[];
  totals: Parameters<typeof betTotalsFacts>[1];
  totalPages: number;
};

export interface BetRecordsProps<B extends Bets>
  extends Pick<CentrePageProps, 'state' | 'setState' | 'onLoaded' | 'currency'> {
  caption: string;
  /** The bets of a team: each line names its account. */
  team?: boolean;
  /** Filters after the product's (an account search). */
  filters?: ReactNode;
  /** The query of the range's bets, filtered by product when one is chosen. */
  query: (at: RecordsAt & { productType?: BetProduct }) => UseQueryOptions<B, Error, B, readonly unknown[]>;
}

/**
 * A range of bets with their totals, filtered by product: the member centre's betting record and the agent centre's
 * team betting (which adds each bet's account and an account search).
 */
export function BetRecords<B extends Bets>({ caption, team = false, filters, query, ...page }: BetRecordsProps<B>) {
  const product = betProductOf(page.state.filter);
  const records = useCentreRecords(page, (at) => query({ ...at, ...(product ? { productType: product } : {}) }));
  const { t, language, money, data } = records;
  return (
    <RecordsPanel
      {...records.panel}
      caption={caption}
      filters={
        <>
          <NativeSelect
            label={t('member.col.product')}
            value={product ?? 'all'}
            onValueChange={(value) => page.setState({ filter: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('common.all') },
              ...BET_PRODUCTS.map((value) => ({ value, label: productName(t, value) })),
            ]}
          />
          {filters}
        </>
      }
      summary={data ? betTotalsFacts({ t, language, money }, data.totals) : undefined}
      columns={betColumns(t, team)}
      rows={data?.list.map((bet) => betRow({ t, language, money }, bet, team)) ?? null}
    />
  );
}
