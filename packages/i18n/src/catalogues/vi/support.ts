import type { Translation } from '../catalogue.types';
import type { support as source } from '../cn/support';

export const support = {
  'notice.title': 'Thông báo',
  'notice.publishedAt': 'Đăng lúc {date}',
} satisfies Translation<typeof source>;
