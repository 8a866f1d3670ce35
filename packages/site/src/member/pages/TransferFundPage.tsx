import { Facts, FundForm, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { memberQueries } from '../member.queries';
import { money, useMoneyMoved } from './money.records';

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
