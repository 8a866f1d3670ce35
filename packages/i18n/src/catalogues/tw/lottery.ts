import type { Translation } from '../catalogue.types';
import type { lottery as source } from '../cn/lottery';

export const lottery = {
  'lottery.title': '彩票大廳',
  'lottery.moreGames': '更多彩種',
  'lottery.recent': '最近玩過',
  'lottery.liveDraw': '視訊開獎',
  'lottery.quickBet': '快速投注',
  'lottery.numbers': '投注號碼',
  'lottery.randomPick': '換一注',
  'lottery.betNow': '立即投注',
  'lottery.issue': '第 {issue} 期',
  'lottery.closesIn': '距封盤',
  'lottery.drawing': '開獎中',
  'lottery.results': '開獎結果',
  'lottery.trend': '走勢圖',
  'lottery.popularTrends': '熱門走勢',
  'lottery.playMode.1': '傳統玩法',
  'lottery.playMode.2': '娛樂玩法',
  'lottery.longDragon': '長龍投注',
  'lottery.jackpot': '獎池',
} satisfies Translation<typeof source>;
