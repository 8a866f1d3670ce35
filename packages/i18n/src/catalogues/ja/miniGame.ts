import type { Translation } from '../catalogue.types';
import type { miniGame as source } from '../cn/miniGame';

export const miniGame = {
  'miniGame.title': 'ミニゲーム',
  'miniGame.dragHint': 'タイトル部分を少し長押しするとドラッグできます',
  'miniGame.collapse': 'ミニゲームをたたむ',
  'miniGame.expand': 'ミニゲームを開く',
  'miniGame.loadFailed': 'ミニゲームを読み込めませんでした。しばらくしてから再度お試しください',
} satisfies Translation<typeof source>;
