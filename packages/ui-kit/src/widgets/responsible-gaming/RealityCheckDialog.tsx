import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { Facts } from '../member/Facts';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as styles from './rg.css';
import { formatMinutes } from './rg.format';
import type { RealityCheckSummary } from './rg.types';

export interface RealityCheckDialogProps {
  open: boolean;
  summary: RealityCheckSummary;
  currency: CurrencyFormat;
  /** Closes the reminder (also Escape): play goes on until the next one. */
  onContinue: () => void;
  /** Opens the player's betting records. */
  onHistory: () => void;
  onLogOut: () => void;
}

/**
 * The reality check (issue 26): over any page or game frame, at the interval the player chose, how long this session
 * has lasted, what was staked and the net result since login; keep playing, see the records, or log out.
 */
export function RealityCheckDialog({
  open,
  summary,
  currency,
  onContinue,
  onHistory,
  onLogOut,
}: RealityCheckDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const money = (value: number) => formatAmount(value, currency, language);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onContinue())}
      role="alertdialog"
      size="sm"
      title={t('responsibleGaming.check.title')}
      description={t('responsibleGaming.check.message', { duration: formatMinutes(t, summary.minutesInSession) })}
      footer={
        <>
          <Button tone="secondary" onClick={onLogOut}>
            {t('responsibleGaming.check.logOut')}
          </Button>
          <Button tone="secondary" onClick={onHistory}>
            {t('responsibleGaming.check.history')}
          </Button>
          <Button onClick={onContinue}>{t('responsibleGaming.check.continue')}</Button>
        </>
      }
    >
      <div className={styles.summary}>
        <Facts
          facts={[
            { label: t('responsibleGaming.check.wagered'), value: money(summary.wagered) },
            { label: t('responsibleGaming.check.net'), value: money(summary.net) },
          ]}
        />
      </div>
    </Dialog>
  );
}
