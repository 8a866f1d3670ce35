import type { Translation } from '../catalogue.types';
import type { languages as source } from '../cn/languages';

export const languages = {
  'languages.title': '選擇語言',
} satisfies Translation<typeof source>;
