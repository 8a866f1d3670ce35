import type { Translation } from '../catalogue.types';
import type { notices as source } from '../cn/notices';

export const notices = {
  'notices.title': 'Thông báo',
  'notices.publishedAt': 'Đăng lúc {date}',
} satisfies Translation<typeof source>;
