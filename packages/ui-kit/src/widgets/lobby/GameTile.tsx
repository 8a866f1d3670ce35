import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { StarIcon } from '../../icons/icons';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { cx } from '../../shared/cx';
import { usePendingAction } from '../shared/usePendingAction';
import { GameActions } from './GameActions';
import * as styles from './lobby.css';
import type { GameTileData } from './lobby.types';

export interface GameTileProps {
  game: GameTileData;
  /** A player is logged in: the favourite toggle shows (visitors cannot favourite, player-site §6). @default false */
  loggedIn?: boolean;
  onPlay: (game: GameTileData) => void;
  /** Shows "free trial" for games with supportPlay 0. */
  onTrial?: (game: GameTileData) => void;
  /** Adds (`true`) or removes (`false`) the favourite; a promise keeps the star busy. */
  onToggleFavourite?: (game: GameTileData, favourite: boolean) => unknown;
  /** The icon's intrinsic size in px, set on the image so nothing shifts while it loads. @default 160 */
  imageSize?: number;
  className?: string;
}

/**
 * A game: icon (lazy, sized, with its name as alt text), name, favourite toggle for players, free trial when the game
 * has one, play now. Each button says which game it is for screen readers.
 */
export function GameTile({
  game,
  loggedIn = false,
  onPlay,
  onTrial,
  onToggleFavourite,
  imageSize = 160,
  className,
}: GameTileProps) {
  const t = useT();
  const nameId = useId();
  const favourite = usePendingAction(onToggleFavourite ?? (() => undefined));
  const isFavourite = game.isFavourite === true;
  return (
    <article className={cx(styles.tile, className)} aria-labelledby={nameId}>
      <img
        className={styles.tileImage}
        style={{ aspectRatio: `${imageSize} / ${imageSize}` }}
        src={game.iconUrl}
        alt={game.name}
        width={imageSize}
        height={imageSize}
        loading="lazy"
        decoding="async"
      />
      {loggedIn && onToggleFavourite ? (
        <IconButton
          className={styles.favourite}
          size="sm"
          round
          label={`${isFavourite ? t('lobby.removeFavourite') : t('lobby.addFavourite')} ${game.name}`}
          icon={<StarIcon filled={isFavourite} />}
          // The name says what a press does (add or remove), so no pressed state on top of it.
          data-favourite={isFavourite || undefined}
          aria-busy={favourite.pending || undefined}
          onClick={() => void favourite.run(game, !isFavourite)}
        />
      ) : null}
      <p id={nameId} className={styles.tileName}>
        {game.name}
      </p>
      {game.vendorName ? <p className={styles.tileVendor}>{game.vendorName}</p> : null}
      <GameActions
        name={game.name}
        size="sm"
        primary={{ label: t('lobby.playNow'), onClick: () => onPlay(game) }}
        secondary={
          game.supportPlay === 0 && onTrial ? { label: t('lobby.freeTrial'), onClick: () => onTrial(game) } : undefined
        }
      />
    </article>
  );
}
