import type { Translation } from '../catalogue.types';
import type { lottery as source } from '../cn/lottery';

export const lottery = {
  'lottery.title': 'ล็อบบี้หวย',
  'lottery.moreGames': 'หวยอื่น ๆ',
  'lottery.recent': 'เล่นล่าสุด',
  'lottery.liveDraw': 'หวยถ่ายทอดสด',
  'lottery.quickBet': 'แทงด่วน',
  'lottery.numbers': 'เลขที่แทง',
  'lottery.randomPick': 'สุ่มใหม่',
  'lottery.betNow': 'แทงเลย',
  'lottery.issue': 'งวดที่ {issue}',
  'lottery.closesIn': 'ปิดรับแทงใน',
  'lottery.drawing': 'กำลังออกผล',
  'lottery.results': 'ผลรางวัล',
  'lottery.trend': 'สถิติผลย้อนหลัง',
  'lottery.popularTrends': 'สถิติหวยยอดนิยม',
  'lottery.playMode.1': 'แบบดั้งเดิม',
  'lottery.playMode.2': 'แบบบันเทิง',
  'lottery.longDragon': 'แทงมังกรยาว',
  'lottery.jackpot': 'แจ็กพอต',
} satisfies Translation<typeof source>;
