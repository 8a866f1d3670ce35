import type { Translation } from '../catalogue.types';
import type { infoBar as source } from '../cn/infoBar';

export const infoBar = {
  'infoBar.messages': 'Messages',
  'infoBar.unread': '{count} unread messages',
  'infoBar.balance': 'Balance',
  'infoBar.totalBalance': 'Total balance',
  'infoBar.refreshBalance': 'Refresh balance',
  'infoBar.hideBalance': 'Hide balance',
  'infoBar.showBalance': 'Show balance',
  'infoBar.wallets': 'Wallets',
  'infoBar.mainWallet': 'Main wallet',
  'infoBar.transfer': 'Transfer',
  'infoBar.menu': 'Account menu',
  'infoBar.logout': 'Log out',
  'logout.confirmTitle': 'Log out',
  'logout.confirmMessage': 'Are you sure you want to log out?',
} satisfies Translation<typeof source>;
