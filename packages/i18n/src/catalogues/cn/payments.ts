/**
 * The withdrawal payment confirmation (received, not received with proof, auto-confirmed) and the deposit prompt
 * (player-site.md §2-§5; points-centres-lottery.md §8, launch_game_balance_not_enough).
 */
export const payments = {
  'payments.confirm.title': '确认收款',
  'payments.confirm.count': '第 {index} 笔，共 {total} 笔',
  'payments.confirm.amount': '金额',
  'payments.confirm.remaining': '待收金额',
  'payments.confirm.payer': '付款人',
  'payments.confirm.order': '订单号',
  'payments.confirm.question': '您是否已收到这笔款项？',
  'payments.confirm.received': '已收到',
  'payments.confirm.notReceived': '未收到',
  'payments.confirm.proof': '未收款证明',
  'payments.confirm.proofHint': '上传一张截图（jpg、jpeg 或 png，不超过 5 MB）',
  'payments.confirm.send': '提交',
  'payments.confirm.auto': '这笔款项已自动确认。',
  'payments.confirm.acknowledge': '知道了',
  'payments.depositPrompt.title': '余额不足',
  'payments.depositPrompt.message': '您的余额不足，是否立即充值？',
  'payments.depositPrompt.deposit': '立即充值',
};
