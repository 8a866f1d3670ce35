import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': 'Số dư đã ẩn',
  'balance.refreshing': 'Đang làm mới số dư…',
  'banner.label': 'Sự kiện nổi bật',
} satisfies Translation<typeof source>;
