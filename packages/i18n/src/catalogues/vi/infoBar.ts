import type { Translation } from '../catalogue.types';
import type { infoBar as source } from '../cn/infoBar';

export const infoBar = {
  'infoBar.messages': 'Hộp thư',
  'infoBar.unread': '{count} tin nhắn chưa đọc',
  'infoBar.balance': 'Số dư',
  'infoBar.totalBalance': 'Tổng số dư',
  'infoBar.refreshBalance': 'Làm mới số dư',
  'infoBar.hideBalance': 'Ẩn số dư',
  'infoBar.showBalance': 'Hiện số dư',
  'infoBar.wallets': 'Các ví',
  'infoBar.mainWallet': 'Ví chính',
  'infoBar.transfer': 'Chuyển quỹ',
  'infoBar.menu': 'Menu tài khoản',
  'infoBar.logout': 'Đăng xuất',
  'logout.confirmTitle': 'Đăng xuất',
  'logout.confirmMessage': 'Bạn có chắc muốn đăng xuất?',
} satisfies Translation<typeof source>;
