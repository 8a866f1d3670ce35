import type { Translation } from '../catalogue.types';
import type { support as source } from '../cn/support';

export const support = {
  'notice.title': 'ประกาศ',
  'notice.publishedAt': 'ประกาศเมื่อ {date}',
} satisfies Translation<typeof source>;
