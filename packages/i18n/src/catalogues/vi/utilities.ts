import type { Translation } from '../catalogue.types';
import type { utilities as source } from '../cn/utilities';

export const utilities = {
  'maintenance.title': 'Hệ thống đang bảo trì',
  'maintenance.message': 'Chúng tôi đang bảo trì hệ thống để phục vụ bạn tốt hơn, vui lòng quay lại sau',
  'maintenance.period': 'Thời gian bảo trì: {start} đến {end}',
  'maintenance.contact': 'Liên hệ CSKH',
  'accessDenied.title': 'Truy cập bị hạn chế',
  'accessDenied.message': 'Rất tiếc, trang web hiện không hỗ trợ khu vực của bạn',
  'accessDenied.ip': 'IP của bạn: {ip}',
  'domain.unavailableTitle': 'Đường truy cập này hiện không khả dụng',
  'domain.unavailableMessage':
    'Tên miền bạn truy cập tạm thời không khả dụng. Vui lòng thử lại hoặc liên hệ CSKH để nhận địa chỉ mới nhất',
} satisfies Translation<typeof source>;
