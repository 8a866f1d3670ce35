import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import * as shared from '../shared/widgets.css';
import * as styles from './member.css';

export interface ReferralOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogin: () => void;
  onRegister: () => void;
}

/**
 * The referral overlay for visitors (points §2): what inviting friends gives (the friend overview a player follows:
 * friends, active friends, friends who deposited, their bets), with log in, sign up and a close button.
 */
export function ReferralOverlay({ open, onOpenChange, onLogin, onRegister }: ReferralOverlayProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('member.referral.invite')}
      description={t('member.referral.visitorIntro')}
      footer={
        <>
          <Button tone="secondary" onClick={onRegister}>
            {t('common.register')}
          </Button>
          <Button onClick={onLogin}>{t('common.login')}</Button>
        </>
      }
    >
      <section className={styles.section} aria-labelledby="referral-overview">
        <h3 id="referral-overview" className={styles.sectionTitle}>
          {t('member.referral.overviewTitle')}
        </h3>
        <ul className={styles.list}>
          {(['friends', 'active', 'deposited', 'bets'] as const).map((figure) => (
            <li key={figure} className={shared.muted}>
              {t(`member.referral.${figure}`)}
            </li>
          ))}
        </ul>
      </section>
    </Dialog>
  );
}
