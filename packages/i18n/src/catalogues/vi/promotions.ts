import type { Translation } from '../catalogue.types';
import type { promotions as source } from '../cn/promotions';

export const promotions = {
  'promotions.title': 'Khuyến mãi',
  'manualBonus.message': 'Chúc mừng! Tiền thưởng {amount} đã được cộng vào tài khoản của bạn',
} satisfies Translation<typeof source>;
