import { formatAmount, NativeSelect, RecordsPanel, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { productName } from '../../app/centre/centre.names';
import { pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { useCentreRange } from '../../app/centre/centre.range';
import { BET_PRODUCTS, betColumns, betProductOf, betRow, betTotalsFacts } from '../../app/centre/centre.records';
import { usePlatform } from '../../app/platform.context';
import { agentQuery } from '../agent.queries';
import { AccountSearch } from './AccountSearch';
import type { AgentPageProps } from './agent.page';

/** Team betting: the team's bets by account and product, with the totals of the whole range. */
export function TeamBettingPage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const product = betProductOf(state.filter);
  const page = state.page ?? 1;
  const bets = useQuery(
    agentQuery(platform, 'teamBets', {
      startDate,
      endDate,
      page,
      size: 10,
      ...(product ? { productType: product } : {}),
      ...(state.q ? { username: state.q } : {}),
    }),
  );
  useReportLoaded(!bets.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const totals = bets.data?.totals;
  const keep = { from: state.from, to: state.to, filter: state.filter, q: state.q };
  return (
    <RecordsPanel
      caption={t('agent.centre.page.agentTeamBetting')}
      range={range}
      onRangeChange={(next) => setState({ ...keep, from: next.from, to: next.to })}
      filters={
        <>
          <NativeSelect
            label={t('member.col.product')}
            value={product ?? 'all'}
            onValueChange={(value) => setState({ ...keep, filter: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('common.all') },
              ...BET_PRODUCTS.map((value) => ({ value, label: productName(t, value) })),
            ]}
          />
          <AccountSearch label={t('agent.search.account')} value={state.q} onSearch={(q) => setState({ ...keep, q })} />
        </>
      }
      summary={totals ? betTotalsFacts({ t, language, money }, totals) : undefined}
      columns={betColumns(t, true)}
      rows={bets.data?.list.map((bet) => betRow({ t, language, money }, bet, true)) ?? null}
      page={page}
      pageCount={pageCount(bets.data?.totalPages)}
      onPageChange={(next) => setState({ ...keep, page: next })}
    />
  );
}
