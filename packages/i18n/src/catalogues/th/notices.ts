import type { Translation } from '../catalogue.types';
import type { notices as source } from '../cn/notices';

export const notices = {
  'notices.title': 'ประกาศ',
  'notices.publishedAt': 'ประกาศเมื่อ {date}',
} satisfies Translation<typeof source>;
