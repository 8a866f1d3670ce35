import type { Translation } from '../catalogue.types';
import type { siteLobby as source } from '../cn/siteLobby';

export const siteLobby = {
  'siteLobby.gamesTitle': '人気のゲーム',
  'siteLobby.gameTypes': 'ゲームの種類',
  'siteLobby.frameTitle': '{type}のゲーム画面',
  'siteLobby.noGameOpen': '開いているゲームはありません。ロビーでゲームを選んでください。',
  'siteLobby.electronTabs': 'スロットの分類',
  'siteLobby.category.SLOT': 'スロット',
  'siteLobby.category.JACKPOT': 'ジャックポット',
  'siteLobby.category.TABLE': 'テーブルゲーム',
  'siteLobby.category.ARCADE': 'アーケード',
} satisfies Translation<typeof source>;
