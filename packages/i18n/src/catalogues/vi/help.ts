import type { Translation } from '../catalogue.types';
import type { help as source } from '../cn/help';

export const help = {
  'help.title': 'Trung tâm trợ giúp',
  'help.contents': 'Mục lục',
  'help.search': 'Tìm trợ giúp',
  'help.noResults': 'Không có trợ giúp phù hợp.',
  'help.updated': 'Cập nhật {date}',
} satisfies Translation<typeof source>;
