/**
 * The withdrawal payment confirmation (received, not received with proof, auto-confirmed) and the deposit prompt
 * (player-site.md §2-§5; points-centres-lottery.md §8, launch_game_balance_not_enough).
 */
export const payments = {
  'paymentConfirm.title': '收款确认',
  'paymentConfirm.question': '您的提现有一笔款项已转出，请确认是否已收到',
  'paymentConfirm.orderNumber': '订单号',
  'paymentConfirm.amount': '本笔金额',
  'paymentConfirm.remaining': '待到账金额',
  'paymentConfirm.received': '已收到',
  'paymentConfirm.notReceived': '未收到',
  'paymentConfirm.proof': '未到账凭证',
  'paymentConfirm.proofHint': '请上传 1 张账户流水截图（jpg、jpeg、png，不超过 5MB）',
  'paymentConfirm.autoConfirmed': '系统已自动确认该笔款项到账',
  'paymentConfirm.acknowledge': '我知道了',
  'paymentConfirm.success': '已提交确认',
  'depositPrompt.title': '余额不足',
  'depositPrompt.message': '您的余额不足，是否立即充值？',
  'depositPrompt.deposit': '立即充值',
};
