import type { Translation } from '../catalogue.types';
import type { maintenance as source } from '../cn/maintenance';

export const maintenance = {
  'maintenance.title': '系統維護中',
  'maintenance.message': '為了給您更好的體驗，我們正在進行系統維護，請稍後再造訪',
  'maintenance.period': '維護時間：{start} 至 {end}',
  'maintenance.contact': '聯絡客服',
  'maintenance.accessDenied.title': '存取受限',
  'maintenance.accessDenied.message': '很抱歉，您所在的地區暫時無法存取本網站',
  'maintenance.accessDenied.ip': '您的 IP：{ip}',
} satisfies Translation<typeof source>;
