import type { Translation } from '../catalogue.types';
import type { languages as source } from '../cn/languages';

export const languages = {
  'languages.title': 'Choose a language',
} satisfies Translation<typeof source>;
