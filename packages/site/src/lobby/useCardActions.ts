import type { GameCard } from '@platform/games';
import { useCallback } from 'react';
import { useGoTo } from '../app/route.links';
import { useLaunchGame } from '../app/useLaunchGame';
import { type CardAction, cardFreePlayAction, cardStartAction, type FreePlayAction } from './lobby.routing';

/** The vendor whose games the popup lists. */
export type PopupRequest = Extract<CardAction, { kind: 'popup' }>;

/** What the category cards' buttons do: open the popup, start a game (real or trial), or go to a lobby screen. */
export function useCardActions(openPopup: (request: PopupRequest) => void) {
  const launch = useLaunchGame();
  const goTo = useGoTo();
  const run = useCallback(
    (action: FreePlayAction) => {
      switch (action.kind) {
        case 'popup':
          openPopup(action);
          return;
        case 'route':
          goTo(action.target);
          return;
        case 'launch':
        case 'trial':
          void launch(
            {
              gameId: action.gameId,
              vassalage: action.vassalage,
              gameType: action.gameType,
              accountType: action.accountType,
            },
            { mode: action.kind === 'trial' ? 'trial' : 'real' },
          );
          return;
      }
    },
    [openPopup, goTo, launch],
  );
  return {
    start: useCallback((card: GameCard) => run(cardStartAction(card)), [run]),
    freePlay: useCallback((card: GameCard) => run(cardFreePlayAction(card)), [run]),
  };
}
