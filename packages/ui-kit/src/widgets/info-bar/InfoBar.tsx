import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { EyeIcon, EyeOffIcon, InboxIcon, LogoutIcon, RefreshIcon, UserIcon } from '../../icons/icons';
import { Badge } from '../../primitives/badge/Badge';
import { badgeLabel } from '../../primitives/badge/badge.label';
import { Button } from '../../primitives/button/Button';
import { ConfirmDialog } from '../../primitives/dialog/ConfirmDialog';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { Skeleton } from '../../primitives/skeleton/Skeleton';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { MaskedAmount } from '../shared/MaskedAmount';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import { usePendingAction } from '../shared/usePendingAction';
import * as styles from './info-bar.css';
import { INFO_BAR_ENTRY_TONES, INFO_BAR_PAGE_LABELS, type InfoBarPage, infoBarMenu } from './info-bar.pages';
import { WalletList } from './WalletList';

export interface InfoBarWallet {
  /** The wallet's code (walletCode). */
  code: string;
  /** Its name as the server sends it (walletName); the main wallet is labelled by the kit. */
  name: string;
  /** availBalance. */
  balance: number;
  isMain?: boolean;
}

export interface InfoBarBalance extends CurrencyFormat {
  /** sumBalance. */
  total: number;
  wallets: readonly InfoBarWallet[];
  /** The merchant runs a single wallet: no transfer entry (points §5). @default false */
  isSingle?: boolean;
}

export interface InfoBarProps {
  nickname: string;
  /** Unread messages; above 99 the badge shows dots. @default 0 */
  unreadCount?: number;
  /** MAILCEN: the unread count opens messageV2; off, it only shows the count. @default false */
  messagesEnabled?: boolean;
  /** null while the balance loads (a skeleton of the same size keeps the bar still). */
  balance: InfoBarBalance | null;
  /**
   * Refreshes the balance. A returned promise shows the spinner until it settles; `refreshing` shows it for a
   * refresh started elsewhere.
   */
  onRefreshBalance: () => unknown;
  refreshing?: boolean;
  /** Balances masked; controlled when given, else the bar keeps it. */
  balanceHidden?: boolean;
  /** @default false */
  defaultBalanceHidden?: boolean;
  onBalanceHiddenChange?: (hidden: boolean) => void;
  /** Member-centre pages as buttons, in order (the server's infoBarMenu). @default ['depositv2', 'withdraw'] */
  menuEntries?: readonly string[];
  /** Opens a member-centre page: securityCenter (nickname), messageV2, transferFund (wallets) and the entries. */
  onOpenPage: (page: InfoBarPage) => void;
  /** Called after the player confirms; a returned promise keeps the confirmation busy until it settles. */
  onLogout: () => unknown;
  className?: string;
}

/**
 * The logged-in player's bar (player-site §2): nickname (opens securityCenter), unread count (opens messageV2 with
 * MAILCEN), balance with refresh and hide, wallet list (opens transferFund), menu entries, logout with confirmation.
 */
export function InfoBar({
  nickname,
  unreadCount = 0,
  messagesEnabled = false,
  balance,
  onRefreshBalance,
  refreshing = false,
  balanceHidden,
  defaultBalanceHidden = false,
  onBalanceHiddenChange,
  menuEntries,
  onOpenPage,
  onLogout,
  className,
}: InfoBarProps) {
  const t = useT();
  const { language } = useLanguage();
  const [innerHidden, setInnerHidden] = useState(defaultBalanceHidden);
  const hidden = balanceHidden ?? innerHidden;
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const refresh = usePendingAction(onRefreshBalance);
  const busy = refreshing || refresh.pending;

  const toggleHidden = () => {
    if (balanceHidden === undefined) setInnerHidden(!hidden);
    onBalanceHiddenChange?.(!hidden);
  };
  const unreadLabel = t('infoBar.unread', { count: unreadCount });

  return (
    <nav aria-label={t('infoBar.menu')} className={className}>
      <ul className={styles.bar}>
        <li className={styles.item}>
          <Button tone="ghost" size="sm" onClick={() => onOpenPage('securityCenter')}>
            <UserIcon />
            <VisuallyHidden>{t('centre.page.securityCenter')}</VisuallyHidden>{' '}
            <span className={cx(styles.nickname, styles.phoneHidden)}>{nickname}</span>
          </Button>
        </li>
        <li className={cx(styles.item, styles.messages)}>
          {messagesEnabled ? (
            <>
              <IconButton
                size="sm"
                label={unreadCount > 0 ? `${t('infoBar.messages')}, ${unreadLabel}` : t('infoBar.messages')}
                icon={<InboxIcon />}
                onClick={() => onOpenPage('messageV2')}
              />
              {/* The button already says the count; the badge only shows it, beside the icon rather than on it. */}
              <Badge className={styles.messagesBadge} count={unreadCount} label={unreadLabel} aria-hidden />
            </>
          ) : (
            // Without MAILCEN the count is plain status (player-site §2: only MAILCEN makes it open messageV2):
            // muted text, no pill and no pointer, so nothing suggests a control.
            <span className={styles.messagesStatus}>
              <InboxIcon />
              <VisuallyHidden>{t('infoBar.messages')}</VisuallyHidden>
              {unreadCount > 0 ? (
                <>
                  <span aria-hidden="true">{badgeLabel(unreadCount)}</span>
                  <VisuallyHidden>{unreadLabel}</VisuallyHidden>
                </>
              ) : null}
            </span>
          )}
        </li>
        <li className={styles.item}>
          <span className={cx(styles.balanceLabel, styles.phoneHidden)}>{t('infoBar.balance')}</span>
          {balance ? (
            <MaskedAmount
              className={styles.amount}
              hidden={hidden}
              text={formatAmount(balance.total, balance, language)}
            />
          ) : (
            <Skeleton width="7ch" height="1.25em" />
          )}
          <IconButton
            size="sm"
            label={t('infoBar.refreshBalance')}
            icon={<RefreshIcon className={busy ? styles.spinning : undefined} />}
            aria-busy={busy || undefined}
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : refresh.run}
          />
          <IconButton
            className={styles.phoneHidden}
            size="sm"
            label={t('infoBar.hideBalance')}
            title={hidden ? t('infoBar.showBalance') : t('infoBar.hideBalance')}
            icon={hidden ? <EyeOffIcon /> : <EyeIcon />}
            aria-pressed={hidden}
            onClick={toggleHidden}
          />
          <VisuallyHidden aria-live="polite">{busy ? t('balance.refreshing') : ''}</VisuallyHidden>
        </li>
        {balance && balance.wallets.length > 0 ? (
          <li className={cx(styles.item, styles.phoneHidden)}>
            <WalletList
              balance={balance}
              hidden={hidden}
              onTransfer={balance.isSingle ? undefined : () => onOpenPage('transferFund')}
            />
          </li>
        ) : null}
        {infoBarMenu(menuEntries).map((page) => (
          <li key={page} className={cx(styles.item, styles.phoneHidden)}>
            <Button tone={INFO_BAR_ENTRY_TONES[page] ?? 'secondary'} size="sm" onClick={() => onOpenPage(page)}>
              {t(INFO_BAR_PAGE_LABELS[page])}
            </Button>
          </li>
        ))}
        <li className={cx(styles.item, styles.phoneHidden)}>
          <Button tone="ghost" size="sm" onClick={() => setConfirmingLogout(true)}>
            <LogoutIcon />
            {t('infoBar.logout')}
          </Button>
        </li>
      </ul>
      <ConfirmDialog
        open={confirmingLogout}
        onOpenChange={setConfirmingLogout}
        title={t('logout.confirmTitle')}
        message={t('logout.confirmMessage')}
        confirmLabel={t('infoBar.logout')}
        tone="critical"
        onConfirm={onLogout}
      />
    </nav>
  );
}
