/** Toasts for the realtime message types, named as the wire sends them (player-site.md §4). */
export const realtime = {
  'realtime.title.MANUAL_PROMO': '优惠到账',
  'realtime.title.PROMOTION_CLAIM': '优惠申请结果',
  'realtime.body.PROMOTION_CLAIM': '您的优惠申请已处理完毕',
  'realtime.title.INBOX': '新消息',
  'realtime.title.WITHDRAW': '提现通知',
  'realtime.body.WITHDRAW': '您的提现申请状态已更新',
  'realtime.withdrawRejected': '您的提现申请未通过，原因：{reason}',
  'realtime.title.DEPOSIT': '充值通知',
  'realtime.title.PAYMENT_CONFIRMATION': '收款确认',
  'realtime.body.PAYMENT_CONFIRMATION': '您有一笔提现款项待确认是否到账',
  'realtime.title.AGENT_TRANSFER_AGENT_TO_DOWNLINE': '上级转账',
  'realtime.body.AGENT_TRANSFER_AGENT_TO_DOWNLINE': '您的上级代理向您转入 {amount}',
  'realtime.title.AGENT_TRANSFER_DOWNLINE_TO_AGENT': '下级转账',
  'realtime.body.AGENT_TRANSFER_DOWNLINE_TO_AGENT': '下级 {name} 向您转入 {amount}',
  'realtime.go': '立即查看',
};
