import type { Translation } from '../catalogue.types';
import type { maintenance as source } from '../cn/maintenance';

export const maintenance = {
  'maintenance.title': 'Hệ thống đang bảo trì',
  'maintenance.message': 'Chúng tôi đang bảo trì hệ thống để phục vụ bạn tốt hơn, vui lòng quay lại sau',
  'maintenance.period': 'Thời gian bảo trì: {start} đến {end}',
  'maintenance.contact': 'Liên hệ CSKH',
  'maintenance.accessDenied.title': 'Truy cập bị hạn chế',
  'maintenance.accessDenied.message': 'Rất tiếc, trang web hiện không hỗ trợ khu vực của bạn',
  'maintenance.accessDenied.ip': 'IP của bạn: {ip}',
} satisfies Translation<typeof source>;
