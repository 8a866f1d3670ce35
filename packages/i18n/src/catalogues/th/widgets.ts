import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': 'ซ่อนยอดเงินแล้ว',
  'balance.refreshing': 'กำลังรีเฟรชยอดเงิน…',
  'banner.label': 'กิจกรรมแนะนำ',
} satisfies Translation<typeof source>;
