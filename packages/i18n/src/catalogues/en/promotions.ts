import type { Translation } from '../catalogue.types';
import type { promotions as source } from '../cn/promotions';

export const promotions = {
  'promotions.title': 'Promotions',
  'manualBonus.message': 'A bonus of {amount} has been added to your account.',
} satisfies Translation<typeof source>;
