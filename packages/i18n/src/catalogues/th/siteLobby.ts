import type { Translation } from '../catalogue.types';
import type { siteLobby as source } from '../cn/siteLobby';

export const siteLobby = {
  'siteLobby.gamesTitle': 'เกมยอดนิยม',
  'siteLobby.gameTypes': 'ประเภทเกม',
  'siteLobby.frameTitle': 'หน้าจอเกม{type}',
  'siteLobby.noGameOpen': 'ยังไม่มีเกมที่เปิดอยู่ โปรดเลือกเกมในล็อบบี้',
  'siteLobby.electronTabs': 'หมวดหมู่สล็อต',
  'siteLobby.category.SLOT': 'สล็อต',
  'siteLobby.category.JACKPOT': 'แจ็คพอต',
  'siteLobby.category.TABLE': 'เกมโต๊ะ',
  'siteLobby.category.ARCADE': 'อาร์เคด',
} satisfies Translation<typeof source>;
