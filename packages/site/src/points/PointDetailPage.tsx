import { lastDays, rangeBounds, rangeProblem, Tabs, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { merchantCurrencyOf } from '../app/merchant.currency';
import { usePlatform } from '../app/platform.context';
import type { DetailTabProps } from './detail/detail.props';
import * as styles from './points.css';
import type { DetailTab, PointDetailSearch } from './points.search';

// Each tab is a chunk of its own: a visit loads the tab it shows (records by default), not all three.
const RecordsTab = lazy(() => import('./detail/RecordsTab').then((m) => ({ default: m.RecordsTab })));
const TransactionsTab = lazy(() => import('./detail/TransactionsTab').then((m) => ({ default: m.TransactionsTab })));
const RulesTab = lazy(() => import('./detail/RulesTab').then((m) => ({ default: m.RulesTab })));

/**
 * /pointDetail (points §2): redemption records (status filter, 13 a page), point transactions (12 a page), both in a
 * date range of at most 30 days (the last 30 by default; the end day counts to 23:59:59), and rules and conversion.
 * The tab, filter, range and page live in the address, so a reload or a shared link shows the same list.
 */
export function PointDetailPage() {
  const platform = usePlatform();
  const t = useT();
  const search = useSearch({ from: '/pointDetail' });
  const navigate = useNavigate({ from: '/pointDetail' });
  const tab: DetailTab = search.tab ?? 'records';
  // The default range is fixed once per visit, so the query key does not move with the clock.
  const fallback = useMemo(() => lastDays(platform.clock.now()), [platform]);
  const asked = search.from && search.to ? { from: search.from, to: search.to } : fallback;
  const range = rangeProblem(asked) ? fallback : asked;
  const status = useQuery(bootstrapQueries.status(platform));

  const props: DetailTabProps = {
    range,
    bounds: rangeBounds(range),
    page: search.page ?? 1,
    status: search.status,
    currency: merchantCurrencyOf(status.data),
    go: (next: Partial<PointDetailSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }), replace: true }),
  };
  const panel = (content: ReactNode) => <Suspense fallback={<div className={styles.loading} />}>{content}</Suspense>;

  return (
    <section className={styles.page} aria-labelledby="point-detail-title">
      <div className={styles.headerRow}>
        <h1 id="point-detail-title" className={styles.heading}>
          {t('points.detail.title')}
        </h1>
        <Link to="/pointMall" className={styles.linkButton}>
          {t('points.detail.backToMall')}
        </Link>
      </div>
      <Tabs
        label={t('points.detail.title')}
        activationMode="manual"
        value={tab}
        onValueChange={(next) => props.go({ tab: next as DetailTab })}
        items={[
          { value: 'records', label: t('points.detail.records'), content: panel(<RecordsTab {...props} />) },
          {
            value: 'transactions',
            label: t('points.detail.transactions'),
            content: panel(<TransactionsTab {...props} />),
          },
          { value: 'rules', label: t('points.detail.rules'), content: panel(<RulesTab {...props} />) },
        ]}
      />
    </section>
  );
}
