import type { Translation } from '../catalogue.types';
import type { lottery as source } from '../cn/lottery';

export const lottery = {
  'lottery.title': 'ロッタリー',
  'lottery.moreGames': 'その他のゲーム',
  'lottery.recent': '最近プレイ',
  'lottery.liveDraw': 'ライブ抽選',
  'lottery.quickBet': 'クイックベット',
  'lottery.numbers': 'ベット番号',
  'lottery.randomPick': '番号を選び直す',
  'lottery.betNow': 'ベットする',
  'lottery.issue': '第{issue}回',
  'lottery.closesIn': '締切まで',
  'lottery.drawing': '抽選中',
  'lottery.results': '抽選結果',
  'lottery.trend': '出目推移',
  'lottery.popularTrends': '人気の出目推移',
  'lottery.playMode.1': 'トラディショナル',
  'lottery.playMode.2': 'エンターテインメント',
  'lottery.longDragon': 'ロングドラゴン',
  'lottery.jackpot': 'ジャックポット',
} satisfies Translation<typeof source>;
