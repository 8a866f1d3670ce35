/**
 * The withdrawal payment confirmation (received, not received with proof, auto-confirmed) and the deposit prompt
 * (player-site.md §2-§5; points-centres-lottery.md §8, launch_game_balance_not_enough).
 */
export const payments = {
  'depositPrompt.title': '余额不足',
  'depositPrompt.message': '您的余额不足，是否立即充值？',
  'depositPrompt.deposit': '立即充值',
};
