import { useT } from '../../i18n/I18nProvider';
import { Carousel } from '../../primitives/carousel/Carousel';
import { Dialog } from '../../primitives/dialog/Dialog';
import { GameTile, type GameTileProps } from '../lobby/GameTile';
import type { GameTileData } from '../lobby/lobby.types';
import { chunk } from '../shared/paging';
import { WIDGET_LIMITS } from '../widgets.constants';
import * as styles from './modals.css';

export interface HotGamesModalProps
  extends Pick<GameTileProps, 'loggedIn' | 'onPlay' | 'onTrial' | 'onToggleFavourite'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  games: readonly GameTileData[];
  /** @default 12 (points §9 "Recommended games 12 per slide") */
  perSlide?: number;
  /** The vendor's maintenance window, already formatted; shown above the games. */
  maintenance?: { start: string; end: string } | null;
}

/**
 * The recommended-hot-games modal, shown when a vendor is under maintenance (points §8 vendor_under_maintenance,
 * resType 1): what is down and when, then hot games 12 a slide in a carousel that does not move by itself.
 */
export function HotGamesModal({
  open,
  onOpenChange,
  games,
  perSlide = WIDGET_LIMITS.hotGamesPerSlide,
  maintenance,
  ...tile
}: HotGamesModalProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('lobby.hotGames.title')}
      description={t('lobby.hotGames.description')}
      size="lg"
    >
      {maintenance ? (
        <p className={styles.notice}>
          {t('lobby.vendorMaintenance')} {t('lobby.maintenancePeriod', maintenance)}
        </p>
      ) : null}
      <Carousel
        label={t('lobby.hotGames.title')}
        autoplay={false}
        loop={false}
        slides={chunk(games, perSlide).map((slide, index) => ({
          id: String(index),
          content: (
            <ul className={styles.slide}>
              {slide.map((game) => (
                <li key={game.id}>
                  <GameTile game={game} imageSize={96} {...tile} />
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </Dialog>
  );
}
