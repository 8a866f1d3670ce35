import type { Translation } from '../catalogue.types';
import type { help as source } from '../cn/help';

export const help = {
  'help.title': 'ヘルプセンター',
  'help.contents': '目次',
  'help.search': 'ヘルプを検索',
  'help.noResults': '該当するヘルプはありません。',
  'help.updated': '{date} 更新',
} satisfies Translation<typeof source>;
