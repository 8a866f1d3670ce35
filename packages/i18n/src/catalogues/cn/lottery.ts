/**
 * Lottery widgets: menus, quick bet, countdowns, draw results, trends, play modes and the jackpot
 * (points-centres-lottery.md §2, §4, §9). Lottery game names are data from the server.
 */
export const lottery = {
  'lottery.title': '彩票大厅',
  'lottery.moreGames': '更多彩种',
  'lottery.recent': '最近玩过',
  'lottery.liveDraw': '视频开奖',
  'lottery.quickBet': '快速投注',
  'lottery.numbers': '投注号码',
  'lottery.randomPick': '换一注',
  'lottery.betNow': '立即投注',
  'lottery.issue': '第 {issue} 期',
  'lottery.closesIn': '距封盘',
  'lottery.drawing': '开奖中',
  'lottery.results': '开奖结果',
  'lottery.trend': '走势图',
  'lottery.popularTrends': '热门走势',
  'lottery.playMode.1': '传统玩法',
  'lottery.playMode.2': '娱乐玩法',
  'lottery.longDragon': '长龙投注',
  'lottery.jackpot': '奖池',
};
