import { FundForm, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { centreQuery } from '../member.queries';
import { FundRecords, money, useMoneyMoved } from './money.records';

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
