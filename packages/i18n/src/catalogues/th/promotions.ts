import type { Translation } from '../catalogue.types';
import type { promotions as source } from '../cn/promotions';

export const promotions = {
  'promotions.title': 'โปรโมชั่น',
  'manualBonus.message': 'ยินดีด้วย! โบนัส {amount} ได้เข้าบัญชีของคุณแล้ว',
} satisfies Translation<typeof source>;
