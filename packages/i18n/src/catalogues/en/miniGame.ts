import type { Translation } from '../catalogue.types';
import type { miniGame as source } from '../cn/miniGame';

export const miniGame = {
  'miniGame.title': 'Mini-game',
  'miniGame.dragHint': 'Press and hold the title bar to drag it',
  'miniGame.collapse': 'Collapse the mini-game',
  'miniGame.expand': 'Expand the mini-game',
  'miniGame.loadFailed': 'The mini-game could not be loaded. Please try again later.',
} satisfies Translation<typeof source>;
