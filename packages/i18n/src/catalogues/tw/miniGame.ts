import type { Translation } from '../catalogue.types';
import type { miniGame as source } from '../cn/miniGame';

export const miniGame = {
  'miniGame.title': '小遊戲',
  'miniGame.dragHint': '按住標題列片刻即可拖曳',
  'miniGame.collapse': '收起小遊戲',
  'miniGame.expand': '展開小遊戲',
  'miniGame.loadFailed': '小遊戲載入失敗，請稍後再試',
} satisfies Translation<typeof source>;
