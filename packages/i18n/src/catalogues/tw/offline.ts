import type { Translation } from '../catalogue.types';
import type { offline as source } from '../cn/offline';

export const offline = {
  'offline.title': '網路已中斷',
  'offline.body': '請檢查網路連線後再試一次。',
} satisfies Translation<typeof source>;
