import { useId } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { ChevronDownIcon, WalletIcon } from '../../icons/icons';
import { Button } from '../../primitives/button/Button';
import { Disclosure } from '../shared/Disclosure';
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

/**
 * The player's wallets under a disclosure button, with the total and the transfer entry. A long list (16 wallets on
 * some merchants) scrolls inside the panel, which never runs past the window's bottom.
 */
export function WalletList({ balance, hidden, onTransfer }: WalletListProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const show = (amount: number) => (
    <MaskedAmount className={styles.amount} hidden={hidden} text={formatAmount(amount, balance, language)} />
  );
  return (
    <Disclosure
      label={t('infoBar.wallets')}
      trigger={(props) => (
        <Button tone="ghost" size="sm" {...props}>
          <WalletIcon />
          {t('infoBar.wallets')}
          <ChevronDownIcon />
        </Button>
      )}
    >
      {(close) => (
        <div className={styles.walletPanel}>
          <p id={titleId} className={styles.popoverTitle}>
            {t('infoBar.wallets')}
          </p>
          {/* Only the wallets scroll: the total and Transfer stay in view however many wallets there are. The list
              takes focus so a keyboard can scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
          <ul className={styles.walletList} aria-labelledby={titleId} tabIndex={0}>
            {balance.wallets.map((wallet) => (
              <li key={wallet.code} className={styles.walletRow}>
                <span className={styles.walletName}>{wallet.isMain ? t('infoBar.mainWallet') : wallet.name}</span>
                {show(wallet.balance)}
              </li>
            ))}
          </ul>
          <p className={styles.walletTotal}>
            <span>{t('infoBar.totalBalance')}</span>
            {show(balance.total)}
          </p>
          {onTransfer ? (
            <Button
              tone="primary"
              size="sm"
              block
              onClick={() => {
                close();
                onTransfer();
              }}
            >
              {t('infoBar.transfer')}
            </Button>
          ) : null}
        </div>
      )}
    </Disclosure>
  );
}
