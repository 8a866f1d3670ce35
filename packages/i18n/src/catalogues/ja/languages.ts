import type { Translation } from '../catalogue.types';
import type { languages as source } from '../cn/languages';

export const languages = {
  'languages.title': '言語を選択',
} satisfies Translation<typeof source>;
