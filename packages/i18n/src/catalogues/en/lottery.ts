import type { Translation } from '../catalogue.types';
import type { lottery as source } from '../cn/lottery';

export const lottery = {
  'lottery.title': 'Lottery lobby',
  'lottery.moreGames': 'More lotteries',
  'lottery.recent': 'Recently played',
  'lottery.liveDraw': 'Live draws',
  'lottery.quickBet': 'Quick bet',
  'lottery.numbers': 'Your numbers',
  'lottery.randomPick': 'Shuffle',
  'lottery.betNow': 'Bet now',
  'lottery.issue': 'Draw {issue}',
  'lottery.closesIn': 'Closes in',
  'lottery.drawing': 'Drawing',
  'lottery.results': 'Results',
  'lottery.trend': 'Trend chart',
  'lottery.popularTrends': 'Popular trends',
  'lottery.playMode.1': 'Traditional',
  'lottery.playMode.2': 'Entertainment',
  'lottery.longDragon': 'Long Dragon',
  'lottery.jackpot': 'Jackpot',
} satisfies Translation<typeof source>;
