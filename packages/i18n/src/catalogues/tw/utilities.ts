import type { Translation } from '../catalogue.types';
import type { utilities as source } from '../cn/utilities';

export const utilities = {
  'maintenance.title': '系統維護中',
  'maintenance.message': '為了給您更好的體驗，我們正在進行系統維護，請稍後再造訪',
  'maintenance.period': '維護時間：{start} 至 {end}',
  'maintenance.contact': '聯絡客服',
  'accessDenied.title': '存取受限',
  'accessDenied.message': '很抱歉，您所在的地區暫時無法存取本網站',
  'accessDenied.ip': '您的 IP：{ip}',
  'domain.unavailableTitle': '目前線路無法存取',
  'domain.unavailableMessage': '您造訪的網域暫時無法使用，請重試，或聯絡客服取得最新網址',
} satisfies Translation<typeof source>;
