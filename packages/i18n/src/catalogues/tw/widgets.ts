import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': '餘額已隱藏',
  'balance.refreshing': '正在重新整理餘額…',
  'banner.label': '精選活動',
} satisfies Translation<typeof source>;
