import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': '残高は非表示です',
  'balance.refreshing': '残高を更新しています…',
  'banner.label': '注目のキャンペーン',
} satisfies Translation<typeof source>;
