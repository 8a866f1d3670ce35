import * as Popover from '@radix-ui/react-popover';
import { useId } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { ChevronDownIcon } from '../../icons/icons';
import { Button } from '../../primitives/button/Button';
import { WalletIcon } from '../shared/icons';
import { MaskedAmount } from '../shared/MaskedAmount';
import { formatAmount } from '../shared/money';
import type { InfoBarBalance } from './InfoBar';
import * as styles from './info-bar.css';

export interface WalletListProps {
  balance: InfoBarBalance;
  hidden: boolean;
  /** Opens transferFund; absent for a single-wallet merchant. */
  onTransfer?: () => void;
}

/** The wallets of the player in a popover (focus moves in, Escape closes and returns focus), with the transfer entry. */
export function WalletList({ balance, hidden, onTransfer }: WalletListProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const show = (amount: number) => (
    <MaskedAmount className={styles.amount} hidden={hidden} text={formatAmount(amount, balance, language)} />
  );
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button tone="ghost" size="sm">
          <WalletIcon />
          {t('infoBar.wallets')}
          <ChevronDownIcon />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} sideOffset={6} align="end" aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.popoverTitle}>
            {t('infoBar.wallets')}
          </h2>
          <ul className={styles.walletList}>
            {balance.wallets.map((wallet) => (
              <li key={wallet.code} className={styles.walletRow}>
                <span className={styles.walletName}>{wallet.isMain ? t('infoBar.mainWallet') : wallet.name}</span>
                {show(wallet.balance)}
              </li>
            ))}
            <li className={styles.walletTotal}>
              <span>{t('infoBar.totalBalance')}</span>
              {show(balance.total)}
            </li>
          </ul>
          {onTransfer ? (
            <Popover.Close asChild>
              <Button tone="primary" size="sm" block onClick={onTransfer}>
                {t('infoBar.transfer')}
              </Button>
            </Popover.Close>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
