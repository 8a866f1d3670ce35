import type { Translation } from '../catalogue.types';
import type { notices as source } from '../cn/notices';

export const notices = {
  'notices.title': 'お知らせ',
  'notices.publishedAt': '掲載日：{date}',
} satisfies Translation<typeof source>;
