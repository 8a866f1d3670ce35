/** The site's lobby and game launch: home games block, game lists, electronic lobby, launch frames and refusals (@platform/site). */
export const siteLobby = {
  'siteLobby.gamesTitle': '热门游戏',
  'siteLobby.gameTypes': '游戏类型',
  'siteLobby.frameTitle': '{type}游戏画面',
  'siteLobby.noGameOpen': '当前没有打开的游戏，请返回大厅选择游戏。',
  'siteLobby.electronTabs': '电子游戏分类',
  'siteLobby.category.SLOT': '老虎机',
  'siteLobby.category.JACKPOT': '奖池游戏',
  'siteLobby.category.TABLE': '桌面游戏',
  'siteLobby.category.ARCADE': '街机游戏',
};
