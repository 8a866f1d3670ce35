import type { Translation } from '../catalogue.types';
import type { offline as source } from '../cn/offline';

export const offline = {
  'offline.title': 'Bạn đang ngoại tuyến',
  'offline.body': 'Vui lòng kiểm tra kết nối mạng rồi thử lại.',
} satisfies Translation<typeof source>;
