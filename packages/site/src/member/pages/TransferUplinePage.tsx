import { Facts, FundForm, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { centreQuery } from '../member.queries';
import { money, useMoneyMoved } from './money.records';

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
