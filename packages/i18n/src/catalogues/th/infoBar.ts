import type { Translation } from '../catalogue.types';
import type { infoBar as source } from '../cn/infoBar';

export const infoBar = {
  'infoBar.messages': 'ข้อความ',
  'infoBar.unread': 'ข้อความที่ยังไม่อ่าน {count} ข้อความ',
  'infoBar.balance': 'ยอดเงิน',
  'infoBar.totalBalance': 'ยอดเงินรวม',
  'infoBar.refreshBalance': 'รีเฟรชยอดเงิน',
  'infoBar.hideBalance': 'ซ่อนยอดเงิน',
  'infoBar.showBalance': 'แสดงยอดเงิน',
  'infoBar.wallets': 'กระเป๋าเงิน',
  'infoBar.mainWallet': 'กระเป๋าหลัก',
  'infoBar.transfer': 'โอนเงินระหว่างกระเป๋า',
  'infoBar.menu': 'เมนูบัญชี',
  'infoBar.logout': 'ออกจากระบบ',
  'logout.confirmTitle': 'ออกจากระบบ',
  'logout.confirmMessage': 'ต้องการออกจากระบบใช่หรือไม่?',
} satisfies Translation<typeof source>;
