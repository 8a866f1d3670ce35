import type { Translation } from '../catalogue.types';
import type { lottery as source } from '../cn/lottery';

export const lottery = {
  'lottery.title': 'Sảnh xổ số',
  'lottery.moreGames': 'Thêm xổ số',
  'lottery.recent': 'Chơi gần đây',
  'lottery.liveDraw': 'Xổ số trực tiếp',
  'lottery.quickBet': 'Cược nhanh',
  'lottery.numbers': 'Dãy số cược',
  'lottery.randomPick': 'Đổi số khác',
  'lottery.betNow': 'Cược ngay',
  'lottery.issue': 'Kỳ {issue}',
  'lottery.closesIn': 'Đóng cược sau',
  'lottery.drawing': 'Đang quay số',
  'lottery.results': 'Kết quả',
  'lottery.trend': 'Biểu đồ xu hướng',
  'lottery.popularTrends': 'Xu hướng nổi bật',
  'lottery.playMode.1': 'Cách chơi truyền thống',
  'lottery.playMode.2': 'Cách chơi giải trí',
  'lottery.longDragon': 'Cược rồng dài',
  'lottery.jackpot': 'Hũ thưởng',
} satisfies Translation<typeof source>;
