import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { cx } from '../../shared/cx';
import { formatPoints } from '../points/points.format';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as styles from './promotions.css';
import type { PrizeData } from './promotions.types';

export interface PrizeModalProps {
  /** The prizes not yet shown, oldest first; the modal walks through them. */
  prizes: readonly PrizeData[];
  currency: CurrencyFormat;
  /** Every prize was shown: the app marks them seen. */
  onDone: (ids: number[]) => void;
}

/**
 * The prize modal (player-site §2, §3): TICKET and POINT prizes, the golden egg to crack or the wheel to spin first
 * (animated unless the player prefers reduced motion), then what was won with its ticket id, transaction id and
 * dates; other prizes shown plainly. Closing at any prize marks every prize shown.
 */
export function PrizeModal({ prizes, currency, onDone }: PrizeModalProps) {
  const t = useT();
  const { language } = useLanguage();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set());
  const [spinning, setSpinning] = useState(false);
  const prize = prizes[index];
  if (!prize) return null;

  const staged = prize.value !== 'NONE' && (prize.type === 'TICKET' || prize.type === 'POINT');
  const shown = !staged || revealed.has(prize.id);
  const reveal = () => {
    setSpinning(true);
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    setTimeout(
      () => {
        setSpinning(false);
        setRevealed((previous) => new Set(previous).add(prize.id));
      },
      reduce ? 0 : 1200,
    );
  };
  const done = () => onDone(prizes.map((item) => item.id));
  const won =
    prize.type === 'TICKET'
      ? t('promotions.prize.TICKET')
      : prize.type === 'POINT'
        ? t('promotions.prize.POINT', { amount: formatPoints(prize.amount, language) })
        : t('promotions.prize.CASH', { amount: formatAmount(prize.amount, currency, language) });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : done())}
      title={t('promotions.prize.title')}
      description={
        prizes.length > 1 ? t('promotions.prize.count', { index: index + 1, total: prizes.length }) : undefined
      }
    >
      <div className={styles.stage}>
        {staged && !shown ? (
          <>
            <div
              className={cx(prize.value === 'GOLDEN_EGG' ? styles.egg : styles.wheel, spinning && styles.spinning)}
              aria-hidden="true"
            />
            <Button tone="primary" loading={spinning} onClick={reveal}>
              {prize.value === 'GOLDEN_EGG' ? t('promotions.prize.crackEgg') : t('promotions.prize.spinWheel')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.prizeLine} aria-live="polite">
              {won}
            </p>
            <dl className={styles.details}>
              {prize.ticketId ? (
                <>
                  <dt className={styles.term}>{t('promotions.prize.ticketId')}</dt>
                  <dd className={styles.definition}>{prize.ticketId}</dd>
                </>
              ) : null}
              <dt className={styles.term}>{t('promotions.prize.transactionId')}</dt>
              <dd className={styles.definition}>{prize.transactionId}</dd>
              {prize.startDateStr || prize.endDateStr ? (
                <>
                  <dt className={styles.term}>{t('promotions.prize.valid')}</dt>
                  <dd className={styles.definition}>
                    {[prize.startDateStr, prize.endDateStr].filter(Boolean).join(' – ')}
                  </dd>
                </>
              ) : null}
            </dl>
            {index < prizes.length - 1 ? (
              <Button tone="primary" onClick={() => setIndex(index + 1)}>
                {t('promotions.prize.next')}
              </Button>
            ) : (
              <Button tone="primary" onClick={done}>
                {t('common.confirm')}
              </Button>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
