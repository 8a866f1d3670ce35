import type { Translation } from '../catalogue.types';
import type { languages as source } from '../cn/languages';

export const languages = {
  'lang.title': 'Choose a language',
} satisfies Translation<typeof source>;
