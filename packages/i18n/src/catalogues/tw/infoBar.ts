import type { Translation } from '../catalogue.types';
import type { infoBar as source } from '../cn/infoBar';

export const infoBar = {
  'infoBar.messages': '站內信',
  'infoBar.unread': '{count} 則未讀訊息',
  'infoBar.balance': '餘額',
  'infoBar.totalBalance': '總餘額',
  'infoBar.refreshBalance': '重新整理餘額',
  'infoBar.hideBalance': '隱藏餘額',
  'infoBar.showBalance': '顯示餘額',
  'infoBar.wallets': '錢包餘額',
  'infoBar.mainWallet': '中心錢包',
  'infoBar.transfer': '額度轉換',
  'infoBar.menu': '帳戶選單',
  'infoBar.logout': '登出',
  'logout.confirmTitle': '登出',
  'logout.confirmMessage': '確定要登出嗎？',
} satisfies Translation<typeof source>;
