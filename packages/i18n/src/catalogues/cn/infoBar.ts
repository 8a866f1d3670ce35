/** The info bar of a logged-in player: balance, wallets, messages, menu entries and logout (player-site.md §2). */
export const infoBar = {
  'infoBar.messages': '站内信',
  'infoBar.unread': '{count} 条未读消息',
  'infoBar.balance': '余额',
  'infoBar.totalBalance': '总余额',
  'infoBar.refreshBalance': '刷新余额',
  'infoBar.hideBalance': '隐藏余额',
  'infoBar.showBalance': '显示余额',
  'infoBar.wallets': '钱包余额',
  'infoBar.mainWallet': '中心钱包',
  'infoBar.transfer': '额度转换',
  'infoBar.menu': '账户菜单',
  'infoBar.logout': '退出',
  'logout.confirmTitle': '退出登录',
  'logout.confirmMessage': '确定要退出登录吗？',
};
