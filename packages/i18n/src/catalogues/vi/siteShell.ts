import type { Translation } from '../catalogue.types';
import type { siteShell as source } from '../cn/siteShell';

export const siteShell = {
  'shell.nav.label': 'Điều hướng chính',
  'shell.tabBar.label': 'Các mục chính',
  'shell.menu.title': 'Menu',
  'shell.menu.sections': 'Tất cả các mục',
  'shell.menu.account': 'Tài khoản của tôi',
  'shell.backHome': 'Về trang chủ',
  'shell.notFound.title': 'Không tìm thấy trang',
  'shell.notFound.message': 'Trang bạn tìm không tồn tại hoặc đã bị gỡ bỏ.',
  'shell.notices.all': 'Tất cả thông báo ({count})',
  'shell.domain.stillUnavailable':
    'Chưa tìm thấy đường truy cập khả dụng, vui lòng thử lại sau hoặc liên hệ chăm sóc khách hàng.',
  'shell.customerService.unavailable': 'Không thể mở chăm sóc khách hàng lúc này, vui lòng thử lại sau.',
  'shell.realtime.depositApproved': 'Khoản nạp {amount} của bạn đã vào tài khoản',
  'shell.realtime.depositRejected': 'Yêu cầu nạp tiền của bạn không được duyệt. Lý do: {reason}',
  'shell.realtime.noReason': 'không ghi rõ',
} satisfies Translation<typeof source>;
