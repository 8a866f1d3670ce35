import type { Translation } from '../catalogue.types';
import type { offline as source } from '../cn/offline';

export const offline = {
  'offline.title': 'You are offline',
  'offline.body': 'Check your connection, then try again.',
} satisfies Translation<typeof source>;
