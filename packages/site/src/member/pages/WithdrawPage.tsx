import { Facts, FundForm, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { centreQuery } from '../member.queries';
import { FundRecords, money, useMoneyMoved } from './money.records';

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
