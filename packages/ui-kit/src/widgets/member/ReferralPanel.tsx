import { formatDate } from '@platform/i18n';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
import { QrCode } from '../../primitives/qr-code/QrCode';
import { DataTable } from '../shared/DataTable';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as shared from '../shared/widgets.css';
import { Facts } from './Facts';
import * as styles from './member.css';

export interface ReferralOverview {
  code: string;
  inviteLink: string;
  friends: number;
  activeFriends: number;
  depositedFriends: number;
  friendBetAmount: number;
}

export interface ReferralFriend {
  account: string;
  registeredAt: number;
  firstDepositAt: number | null;
  betAmount: number;
  active: boolean;
}

export interface ReferralPanelProps {
  overview: ReferralOverview | null;
  friends: readonly ReferralFriend[] | null;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  currency: CurrencyFormat;
  /** Copies text to the clipboard; resolves false when the browser refuses. */
  onCopy: (text: string) => Promise<boolean>;
}

/** referral, "invite friends" (points §2): the code, the link with its QR code, the friend overview and the friends. */
export function ReferralPanel(props: ReferralPanelProps) {
  const { overview, friends, page, pageCount, onPageChange, currency, onCopy } = props;
  const t = useT();
  const { language } = useLanguage();
  const [copied, setCopied] = useState<'code' | 'link' | 'failed' | null>(null);
  const copy = async (what: 'code' | 'link', text: string) => setCopied((await onCopy(text)) ? what : 'failed');
  return (
    <div className={styles.body}>
      <section className={styles.section} aria-labelledby="member-invite">
        <h3 id="member-invite" className={styles.sectionTitle}>
          {t('member.referral.invite')}
        </h3>
        <div className={styles.referral}>
          <div className={styles.body}>
            <p className={shared.muted}>{t('member.referral.code')}</p>
            <p className={styles.code}>{overview?.code ?? '—'}</p>
            <p className={shared.muted}>{t('member.referral.link')}</p>
            <p className={styles.code}>{overview?.inviteLink ?? '—'}</p>
            <div className={shared.actions}>
              <Button
                tone="secondary"
                size="sm"
                disabled={!overview}
                onClick={() => void copy('code', overview?.code ?? '')}
              >
                {t('member.referral.copyCode')}
              </Button>
              <Button
                tone="secondary"
                size="sm"
                disabled={!overview}
                onClick={() => void copy('link', overview?.inviteLink ?? '')}
              >
                {t('member.referral.copyLink')}
              </Button>
            </div>
            <p className={shared.muted} role="status">
              {copied === 'failed' ? t('member.referral.copyFailed') : copied ? t('common.copied') : ''}
            </p>
          </div>
          <QrCode value={overview?.inviteLink ?? ''} label={t('member.referral.qr')} size={200} />
        </div>
      </section>
      <Facts
        facts={[
          { label: t('member.referral.friends'), value: String(overview?.friends ?? '—') },
          { label: t('member.referral.active'), value: String(overview?.activeFriends ?? '—') },
          { label: t('member.referral.deposited'), value: String(overview?.depositedFriends ?? '—') },
          {
            label: t('member.referral.bets'),
            value: overview ? formatAmount(overview.friendBetAmount, currency, language) : '—',
          },
        ]}
      />
      {friends !== null && friends.length === 0 ? (
        <EmptyState title={t('in_no_data')} />
      ) : (
        <DataTable
          caption={t('member.referral.list')}
          showCaption
          columns={[
            { label: t('member.leaderboard.account') },
            { label: t('member.referral.registered') },
            { label: t('member.referral.firstDeposit') },
            { label: t('member.referral.betAmount'), numeric: true },
          ]}
          rows={
            friends?.map((friend) => ({
              key: `${friend.account}-${friend.registeredAt}`,
              cells: [
                friend.account,
                formatDate(friend.registeredAt, { language }),
                friend.firstDepositAt ? formatDate(friend.firstDepositAt, { language }) : '—',
                formatAmount(friend.betAmount, currency, language),
              ],
            })) ?? null
          }
        />
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} /> : null}
    </div>
  );
}
