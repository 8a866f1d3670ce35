// The lobby's first-screen pictures, fetched at high priority as soon as their data arrives. ui-kit's tiles load their
// pictures lazily (right for the rows below), so without a hint the first screen's (the page's largest paint) would wait
// for layout and then compete at low priority; React's `preload` puts a `<link rel="preload" fetchpriority="high">`
// in the head, and the `<img>` then finds the picture already fetched.
import { preload } from 'react-dom';
import { LOBBY_LIMITS } from './lobby.constants';

/** Asks for each picture once (React drops repeated hints), at high priority. */
export function preloadPictures(urls: readonly string[]): void {
  for (const href of new Set(urls)) if (href) preload(href, { as: 'image', fetchPriority: 'high' });
}

/** The pictures of a row of category cards, the first row. */
export function categoryCardsFirstRow(cards: readonly { lagerIcon: string }[]): string[] {
  return cards.slice(0, LOBBY_LIMITS.firstRowCategoryCards).map((card) => card.lagerIcon);
}

/** The pictures of a game grid's first screen (two rows). */
export function gameGridFirstScreen(games: readonly { iconUrl: string }[]): string[] {
  return games.slice(0, LOBBY_LIMITS.firstScreenGameTiles).map((game) => game.iconUrl);
}
