import type { Translation } from '../catalogue.types';
import type { help as source } from '../cn/help';

export const help = {
  'help.title': 'Help Center',
  'help.contents': 'Contents',
  'help.search': 'Search help',
  'help.noResults': 'No help matches your search.',
  'help.updated': 'Updated {date}',
} satisfies Translation<typeof source>;
