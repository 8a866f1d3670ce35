import type { Translation } from '../catalogue.types';
import type { notices as source } from '../cn/notices';

export const notices = {
  'notices.title': 'Announcements',
  'notices.publishedAt': 'Posted {date}',
} satisfies Translation<typeof source>;
