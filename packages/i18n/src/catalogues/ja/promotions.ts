import type { Translation } from '../catalogue.types';
import type { promotions as source } from '../cn/promotions';

export const promotions = {
  'promotions.title': 'プロモーション',
  'manualBonus.message': '{amount} のボーナスがアカウントに付与されました',
} satisfies Translation<typeof source>;
