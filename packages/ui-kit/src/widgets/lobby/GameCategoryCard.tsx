import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { cx } from '../../shared/cx';
import { GameActions } from './GameActions';
import * as styles from './lobby.css';
import { GAME_TYPE_LABELS, type GameCardData } from './lobby.types';

export interface GameCategoryCardProps {
  card: GameCardData;
  /**
   * Start: for LIVE, SPORTS, FISH, PVP, ESPORTS the site opens the game popup (VASSALAGE) or starts the game; other
   * types route with page set to accountTypeName (player-site §2).
   */
  onStart: (card: GameCardData) => void;
  /** Shows "free play" when the card's freeplay is 1. */
  onFreePlay?: (card: GameCardData) => void;
  /** The image's intrinsic size, set so nothing shifts; its box takes this aspect ratio. @default 380 x 200 */
  imageWidth?: number;
  imageHeight?: number;
  className?: string;
}

/** A game category card: large image, title, type, start and (freeplay 1) free play. */
export function GameCategoryCard({
  card,
  onStart,
  onFreePlay,
  imageWidth = 380,
  imageHeight = 200,
  className,
}: GameCategoryCardProps) {
  const t = useT();
  const titleId = useId();
  const typeLabel = GAME_TYPE_LABELS[card.gameType];
  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId}>
      <img
        className={styles.cardImage}
        style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
        src={card.imageUrl}
        alt={card.title}
        width={imageWidth}
        height={imageHeight}
        loading="lazy"
        decoding="async"
      />
      <div>
        <p id={titleId} className={styles.cardTitle}>
          {card.title}
        </p>
        {typeLabel ? <p className={styles.cardType}>{t(typeLabel)}</p> : null}
      </div>
      <GameActions
        name={card.title}
        primary={{ label: t('lobby.playNow'), onClick: () => onStart(card) }}
        secondary={
          card.freeplay === 1 && onFreePlay
            ? { label: t('lobby.freeTrial'), onClick: () => onFreePlay(card) }
            : undefined
        }
      />
    </article>
  );
}
