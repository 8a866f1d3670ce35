import type { Translation } from '../catalogue.types';
import type { support as source } from '../cn/support';

export const support = {
  'notice.title': 'お知らせ',
  'notice.publishedAt': '掲載日：{date}',
} satisfies Translation<typeof source>;
