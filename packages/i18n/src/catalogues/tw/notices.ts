import type { Translation } from '../catalogue.types';
import type { notices as source } from '../cn/notices';

export const notices = {
  'notices.title': '公告',
  'notices.publishedAt': '發布時間：{date}',
} satisfies Translation<typeof source>;
