/** Promotions, the promotion popup, claims, raffle tips, prizes and manual bonuses (player-site.md §2-§5). */
export const promotions = {
  'promotions.title': '优惠活动',
  'manualBonus.message': '恭喜您获得 {amount} 奖金，已存入您的账户',
};
