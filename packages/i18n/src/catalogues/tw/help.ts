import type { Translation } from '../catalogue.types';
import type { help as source } from '../cn/help';

export const help = {
  'help.title': '幫助中心',
  'help.contents': '目錄',
  'help.search': '搜尋說明',
  'help.noResults': '沒有找到相關說明。',
  'help.updated': '更新於 {date}',
} satisfies Translation<typeof source>;
