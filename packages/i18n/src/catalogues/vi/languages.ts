import type { Translation } from '../catalogue.types';
import type { languages as source } from '../cn/languages';

export const languages = {
  'languages.title': 'Chọn ngôn ngữ',
} satisfies Translation<typeof source>;
