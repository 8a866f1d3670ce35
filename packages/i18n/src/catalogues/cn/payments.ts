/**
 * The withdrawal payment confirmation (received, not received with proof, auto-confirmed) and the deposit prompt
 * (player-site.md §2-§5; points-centres-lottery.md §8, launch_game_balance_not_enough).
 */
export const payments = {
  'depositPrompt.title': '余额不足',
  'depositPrompt.message': '您的余额不足，是否立即充值？',
  'depositPrompt.deposit': '立即充值',
  'paymentConfirm.title': '确认收款',
  'paymentConfirm.count': '第 {index} 笔，共 {total} 笔',
  'paymentConfirm.amount': '金额',
  'paymentConfirm.remaining': '待收金额',
  'paymentConfirm.payer': '付款人',
  'paymentConfirm.order': '订单号',
  'paymentConfirm.question': '您是否已收到这笔款项？',
  'paymentConfirm.received': '已收到',
  'paymentConfirm.notReceived': '未收到',
  'paymentConfirm.proof': '未收款证明',
  'paymentConfirm.proofHint': '上传一张截图（jpg、jpeg 或 png，不超过 5 MB）',
  'paymentConfirm.send': '提交',
  'paymentConfirm.auto': '这笔款项已自动确认。',
  'paymentConfirm.acknowledge': '知道了',
};
