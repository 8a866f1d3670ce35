import type { Translation } from '../catalogue.types';
import type { support as source } from '../cn/support';

export const support = {
  'notice.title': '公告',
  'notice.publishedAt': '發布時間：{date}',
} satisfies Translation<typeof source>;
