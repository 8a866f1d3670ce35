import type { Translation } from '../catalogue.types';
import type { languages as source } from '../cn/languages';

export const languages = {
  'languages.title': 'เลือกภาษา',
} satisfies Translation<typeof source>;
