import type { Translation } from '../catalogue.types';
import type { infoBar as source } from '../cn/infoBar';

export const infoBar = {
  'infoBar.messages': 'メッセージ',
  'infoBar.unread': '未読メッセージ {count} 件',
  'infoBar.balance': '残高',
  'infoBar.totalBalance': '合計残高',
  'infoBar.refreshBalance': '残高を更新',
  'infoBar.hideBalance': '残高を隠す',
  'infoBar.showBalance': '残高を表示',
  'infoBar.wallets': 'ウォレット残高',
  'infoBar.mainWallet': 'メインウォレット',
  'infoBar.transfer': '資金移動',
  'infoBar.menu': 'アカウントメニュー',
  'infoBar.logout': 'ログアウト',
  'logout.confirmTitle': 'ログアウト',
  'logout.confirmMessage': 'ログアウトしますか？',
} satisfies Translation<typeof source>;
