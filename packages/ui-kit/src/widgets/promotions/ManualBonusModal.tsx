import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as styles from './promotions.css';
import type { ManualBonusData } from './promotions.types';

export interface ManualBonusModalProps {
  /** Bonuses granted and not yet acknowledged. */
  bonuses: readonly ManualBonusData[];
  currency: CurrencyFormat;
  /** The player acknowledged them (the app marks them seen). */
  onAcknowledge: (ids: number[]) => unknown;
  acknowledging?: boolean;
}

/** The manual bonus modal (player-site §2): each bonus's title, amount and note, acknowledged at once. */
export function ManualBonusModal({ bonuses, currency, onAcknowledge, acknowledging = false }: ManualBonusModalProps) {
  const t = useT();
  const { language } = useLanguage();
  if (bonuses.length === 0) return null;
  const ids = bonuses.map((bonus) => bonus.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : void onAcknowledge(ids))}
      title={t('promotions.manualBonus.title')}
      footer={
        <Button tone="primary" loading={acknowledging} onClick={() => void onAcknowledge(ids)}>
          {t('promotions.manualBonus.ok')}
        </Button>
      }
    >
      <ul className={styles.list}>
        {bonuses.map((bonus) => (
          <li key={bonus.id}>
            <p className={styles.tipTitle}>{bonus.title}</p>
            <p>{t('promotions.manualBonus.message', { amount: formatAmount(bonus.amount, currency, language) })}</p>
            {bonus.remarks ? <p className={styles.meta}>{bonus.remarks}</p> : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
