import { useId } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as styles from './points.css';
import { formatPoints } from './points.format';
import type { RedeemKind, RewardData } from './points.types';

export interface RewardCardProps {
  reward: RewardData;
  currency: CurrencyFormat;
  /** Opens the redeem dialog on the tab of `kind` (tab 0: points, tab 1: points plus money). */
  onRedeem: (reward: RewardData, kind: RedeemKind) => void;
}

/**
 * A reward of the mall: cover, name, price (points, or points plus money), stock and redeemed count, and the two
 * buttons that open the redeem dialog on tab 0 (points) or tab 1 (points plus money). A way the item does not offer
 * is disabled, and both are when it is sold out.
 */
export function RewardCard({ reward, currency, onRedeem }: RewardCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const nameId = useId();
  const soldOut = reward.inventory <= 0;
  const pm = reward.pointsPlusMoney;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <img
        className={styles.cardImage}
        src={reward.imageLink}
        alt=""
        width={240}
        height={180}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody}>
        <h3 id={nameId} className={styles.cardName}>
          {reward.name}
        </h3>
        {reward.price !== null ? (
          <p className={styles.price}>{t('points.price.points', { points: formatPoints(reward.price, language) })}</p>
        ) : null}
        {pm ? (
          <p className={styles.price}>
            {t('points.price.pm', {
              points: formatPoints(pm.points, language),
              money: formatAmount(pm.money, currency, language),
            })}
          </p>
        ) : null}
        <p className={styles.meta}>
          <span>{soldOut ? t('points.soldOut') : t('points.inventory', { count: reward.inventory })}</span>
          <span>{t('points.redeemed', { count: reward.redeemedCount })}</span>
        </p>
      </div>
      <div className={styles.cardActions}>
        <Button
          size="sm"
          tone="primary"
          disabled={soldOut || reward.price === null}
          aria-describedby={nameId}
          onClick={() => onRedeem(reward, 'P')}
        >
          {t('points.redeemPoints')}
        </Button>
        <Button
          size="sm"
          tone="secondary"
          disabled={soldOut || pm === null}
          aria-describedby={nameId}
          onClick={() => onRedeem(reward, 'PM')}
        >
          {t('points.redeemPM')}
        </Button>
      </div>
    </article>
  );
}
