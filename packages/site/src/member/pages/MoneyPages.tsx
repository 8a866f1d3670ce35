import { formatDate } from '@platform/i18n';
import {
  type CurrencyFormat,
  Facts,
  FundForm,
  formatAmount,
  NativeSelect,
  RecordsPanel,
  useLanguage,
  useT,
} from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { type CentrePageProps, pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { useCentreRange } from '../../app/centre/centre.range';
import { useMoneyMoved as useMoneyMovedIn } from '../../app/centre/centre.records';
import { usePlatform } from '../../app/platform.context';
import { centreQuery, memberKeys, memberQueries } from '../member.queries';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
type Status = (typeof STATUSES)[number];

/** After a money move: the centre's pages and the info bar's balance and funds read again. */
const useMoneyMoved = () => useMoneyMovedIn(memberKeys.all);

/** Deposit and withdrawal records of one kind: status filter, range, 10 a page, with the decision's remarks. */
function FundRecords({ kind, state, setState, currency }: CentrePageProps & { kind: 'DEPOSIT' | 'WITHDRAW' }) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const status = STATUSES.includes(state.filter as Status) ? (state.filter as Status) : undefined;
  const page = state.page ?? 1;
  const records = useQuery(
    centreQuery(platform, 'fundRequests', { kind, ...(status ? { status } : {}), startDate, endDate, page, size: 10 }),
  );
  return (
    <RecordsPanel
      caption={t(kind === 'DEPOSIT' ? 'member.funds.depositRecords' : 'member.funds.withdrawRecords')}
      range={range}
      onRangeChange={(next) => setState({ from: next.from, to: next.to })}
      filters={
        <NativeSelect
          label={t('member.col.status')}
          value={status ?? 'all'}
          onValueChange={(value) => setState({ filter: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('common.all') },
            ...STATUSES.map((value) => ({ value, label: t(`member.status.${value}`) })),
          ]}
        />
      }
      columns={[
        { label: t('member.col.time') },
        { label: t('member.col.amount'), numeric: true },
        { label: t('member.col.status') },
        { label: t('member.col.remarks') },
      ]}
      rows={
        records.data?.list.map((row) => ({
          key: row.id,
          cells: [
            formatDate(row.createdAt, { language }),
            formatAmount(row.amount, currency, language),
            t(`member.status.${row.status}`),
            row.remarks ?? '—',
          ],
        })) ?? null
      }
      page={page}
      pageCount={pageCount(records.data?.totalPages)}
      onPageChange={(next) => setState({ page: next })}
    />
  );
}

const money = (value: number, currency: CurrencyFormat, language: ReturnType<typeof useLanguage>['language']) =>
  formatAmount(value, currency, language);

/** depositv2: the channels with their limits, a request (PENDING until approved), the deposit records. */
export function DepositPage(props: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const moved = useMoneyMoved();
  const deposit = useQuery(centreQuery(platform, 'depositPage', {}));
  useReportLoaded(!deposit.isPending, props.onLoaded);
  const channels = deposit.data?.channels ?? [];
  return (
    <>
      <FundForm
        choices={[
          {
            name: 'channel',
            label: t('member.funds.channel'),
            options: channels.map((channel) => ({ value: channel.code, label: channel.name })),
          },
        ]}
        currency={props.currency}
        remarks
        submitLabel={t('member.funds.deposit')}
        check={(values) => {
          const channel = channels.find((c) => c.code === values.choices.channel);
          if (!channel) return null;
          if (values.amount < channel.min)
            return {
              field: 'amount',
              message: t('member.form.amountMin', { min: money(channel.min, props.currency, language) }),
            };
          if (values.amount > channel.max)
            return {
              field: 'amount',
              message: t('member.form.amountMax', { max: money(channel.max, props.currency, language) }),
            };
          return null;
        }}
        onSubmit={(values) =>
          outcomeOf(t, async () => {
            await platform.api.member.deposit(
              {
                channel: values.choices.channel ?? '',
                amount: values.amount,
                ...(values.remarks ? { remarks: values.remarks } : {}),
              },
              { quiet: true },
            );
            moved();
            return t('member.funds.depositSent');
          })
        }
      />
      <FundRecords {...props} kind="DEPOSIT" />
    </>
  );
}

/** withdraw: what may be withdrawn now, the limits and payee, a request with the payment password, the records. */
export function WithdrawPage(props: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const moved = useMoneyMoved();
  const withdraw = useQuery(centreQuery(platform, 'withdrawPage', {}));
  useReportLoaded(!withdraw.isPending, props.onLoaded);
  const data = withdraw.data;
  return (
    <>
      <Facts
        facts={[
          { label: t('member.funds.balance'), value: data ? money(data.balance, props.currency, language) : '—' },
          {
            label: t('member.funds.withdrawable'),
            value: data ? money(data.withdrawable, props.currency, language) : '—',
          },
          { label: t('member.funds.payee'), value: data ? (data.payeeName ?? t('member.funds.noPayee')) : '—' },
        ]}
      />
      <FundForm
        min={data?.min ?? null}
        max={data ? Math.min(data.max, data.withdrawable) : null}
        currency={props.currency}
        paymentPassword
        submitLabel={t('member.funds.withdraw')}
        disabled={!data}
        onSubmit={(values) =>
          outcomeOf(t, async () => {
            await platform.api.member.withdraw(
              { amount: values.amount, paymentPassword: values.paymentPassword ?? '' },
              { quiet: true },
            );
            moved();
            return t('member.funds.withdrawSent');
          })
        }
      />
      <FundRecords {...props} kind="WITHDRAW" />
    </>
  );
}

/** transferUpline: to the upline named by the server, with the payment password (encrypted). */
export function TransferUplinePage(props: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const moved = useMoneyMoved();
  const upline = useQuery(centreQuery(platform, 'transferUplineInfo', {}));
  useReportLoaded(!upline.isPending, props.onLoaded);
  const data = upline.data;
  return (
    <>
      <Facts
        facts={[
          { label: t('member.upline.account'), value: data?.uplineAccount ?? '—' },
          { label: t('member.funds.balance'), value: data ? money(data.balance, props.currency, language) : '—' },
        ]}
      />
      {data && !data.allowed ? (
        <p role="status">{t(`member.upline.refused.${data.reason ?? 'FLAG'}`)}</p>
      ) : (
        <FundForm
          max={data?.balance ?? null}
          currency={props.currency}
          paymentPassword
          remarks
          submitLabel={t('member.upline.submit')}
          disabled={!data}
          onSubmit={(values) =>
            outcomeOf(t, async () => {
              const done = await platform.api.member.transferUpline(
                {
                  amount: values.amount,
                  paymentPassword: values.paymentPassword ?? '',
                  ...(values.remarks ? { remarks: values.remarks } : {}),
                },
                { quiet: true },
              );
              moved();
              return t('member.upline.done', {
                amount: money(done.amount, props.currency, language),
                account: done.uplineAccount,
              });
            })
          }
        />
      )}
    </>
  );
}

/** transferFund, "wallet": every wallet's balance, and a transfer between two of them (hidden for a single wallet). */
export function TransferFundPage(props: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const moved = useMoneyMoved();
  const balance = useQuery(memberQueries.balance(platform));
  useReportLoaded(!balance.isPending, props.onLoaded);
  const wallets = balance.data?.balance ?? [];
  const options = wallets.map((wallet) => ({ value: wallet.walletCode, label: wallet.walletName }));
  return (
    <>
      <Facts
        facts={[
          {
            label: t('member.wallet.total'),
            value: balance.data ? money(balance.data.sumBalance, props.currency, language) : '—',
          },
          ...wallets.map((wallet) => ({
            label: wallet.walletName,
            value: money(wallet.availBalance, props.currency, language),
          })),
        ]}
      />
      <FundForm
        choices={[
          { name: 'from', label: t('member.wallet.from'), options },
          { name: 'to', label: t('member.wallet.to'), options },
        ]}
        currency={props.currency}
        submitLabel={t('member.wallet.transfer')}
        check={(values) => {
          if (values.choices.from === values.choices.to) return { field: 'to', message: t('member.wallet.same') };
          const from = wallets.find((wallet) => wallet.walletCode === values.choices.from);
          if (from && values.amount > from.availBalance) return { field: 'amount', message: t('balance.not.enough') };
          return null;
        }}
        onSubmit={(values) =>
          outcomeOf(t, async () => {
            await platform.api.wallet.transfer(
              { fromWallet: values.choices.from ?? '', toWallet: values.choices.to ?? '', amount: values.amount },
              { quiet: true },
            );
            moved();
            return t('member.wallet.done');
          })
        }
      />
    </>
  );
}
