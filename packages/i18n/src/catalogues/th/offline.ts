import type { Translation } from '../catalogue.types';
import type { offline as source } from '../cn/offline';

export const offline = {
  'offline.title': 'คุณออฟไลน์อยู่',
  'offline.body': 'โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ต แล้วลองอีกครั้ง',
} satisfies Translation<typeof source>;
