import type { Translation } from '../catalogue.types';
import type { support as source } from '../cn/support';

export const support = {
  'notice.title': 'Announcements',
  'notice.publishedAt': 'Posted {date}',
} satisfies Translation<typeof source>;
