import { type GameType, gameTypeLabel } from '@platform/games';
import { GameCategoryCard, Skeleton, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { usePlatform } from '../app/platform.context';
import * as styles from './lobby.css';
import { cardOf } from './lobby.map';
import { categoryCardsFirstRow, preloadPictures } from './lobby.preload';
import { gameQueries } from './lobby.queries';
import { type PopupRequest, useCardActions } from './useCardActions';

const GamePopupHost = lazy(() => import('./GamePopupHost').then((module) => ({ default: module.GamePopupHost })));

/**
 * The game category cards of a type (player-site §2 "Game category cards"), above its game list: start opens the
 * vendor's popup list (VASSALAGE) or starts the game (game); free play shows when freeplay is 1. Nothing shows for a
 * type without cards.
 */
export function CategoryCards({ gameType }: { gameType: GameType }) {
  const platform = usePlatform();
  const t = useT();
  const cards = useQuery(gameQueries.cards(platform, gameType));
  const [popup, setPopup] = useState<{ request: PopupRequest; open: boolean } | null>(null);
  const openPopup = useCallback((request: PopupRequest) => setPopup({ request, open: true }), []);
  const actions = useCardActions(openPopup);
  // The first row's pictures (often the page's largest paint) are asked for now, at high priority.
  preloadPictures(categoryCardsFirstRow(cards.data ?? []));
  if (cards.isPending) return <Skeleton className={styles.cardRowSkeleton} height={236} />;
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <>
      <ul className={styles.cardRow} aria-label={t(gameTypeLabel(gameType))}>
        {cards.data.map((card) => (
          <li key={card.id}>
            <GameCategoryCard
              card={cardOf(card)}
              onStart={() => actions.start(card)}
              onFreePlay={() => actions.freePlay(card)}
            />
          </li>
        ))}
      </ul>
      {popup ? (
        <Suspense fallback={null}>
          <GamePopupHost
            request={popup.request}
            open={popup.open}
            onClose={() => setPopup((current) => current && { ...current, open: false })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
