import type { Translation } from '../catalogue.types';
import type { promotions as source } from '../cn/promotions';

export const promotions = {
  'promotions.title': '優惠活動',
  'manualBonus.message': '恭喜您獲得 {amount} 獎金，已存入您的帳戶',
} satisfies Translation<typeof source>;
