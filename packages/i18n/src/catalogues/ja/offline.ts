import type { Translation } from '../catalogue.types';
import type { offline as source } from '../cn/offline';

export const offline = {
  'offline.title': 'オフラインです',
  'offline.body': 'インターネット接続を確認して、もう一度お試しください。',
} satisfies Translation<typeof source>;
