import type { Translation } from '../catalogue.types';
import type { siteLobby as source } from '../cn/siteLobby';

export const siteLobby = {
  'siteLobby.gamesTitle': 'Games',
  'siteLobby.gameTypes': 'Game types',
  'siteLobby.frameTitle': '{type} game',
  'siteLobby.noGameOpen': 'No game is open. Choose one in the lobby.',
  'siteLobby.electronTabs': 'Slot game lists',
  'siteLobby.category.SLOT': 'Slots',
  'siteLobby.category.JACKPOT': 'Jackpots',
  'siteLobby.category.TABLE': 'Table games',
  'siteLobby.category.ARCADE': 'Arcade',
} satisfies Translation<typeof source>;
