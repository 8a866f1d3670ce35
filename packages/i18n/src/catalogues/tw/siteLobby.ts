import type { Translation } from '../catalogue.types';
import type { siteLobby as source } from '../cn/siteLobby';

export const siteLobby = {
  'siteLobby.gamesTitle': '熱門遊戲',
  'siteLobby.gameTypes': '遊戲類型',
  'siteLobby.frameTitle': '{type}遊戲畫面',
  'siteLobby.noGameOpen': '目前沒有開啟的遊戲，請返回大廳選擇遊戲。',
  'siteLobby.electronTabs': '電子遊戲分類',
  'siteLobby.category.SLOT': '老虎機',
  'siteLobby.category.JACKPOT': '彩金遊戲',
  'siteLobby.category.TABLE': '桌面遊戲',
  'siteLobby.category.ARCADE': '街機遊戲',
} satisfies Translation<typeof source>;
