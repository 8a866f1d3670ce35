/** The site footer: help links, responsible gaming, licence, vendor and payment marks, copyright. */
export const footer = {
  'footer.helpTitle': '帮助',
  'footer.topic.register': '如何注册',
  'footer.topic.deposit': '存款方式',
  'footer.topic.withdraw': '提款时间',
  'footer.topic.paymentConfirmation': '付款确认',
  'footer.topic.terms': '用户协议',
  'footer.topic.privacy': '隐私政策',
  'footer.responsibleTitle': '理性游戏',
  'footer.ageMark': '{age}+',
  'footer.responsibleNote': '仅限 {age} 岁或以上玩家。游戏只为娱乐：请设定限额，适时休息。',
  'footer.licence': '由 {authority} 授权并监管，牌照号码 {number}。',
  'footer.vendorsTitle': '游戏供应商',
  'footer.paymentsTitle': '支付方式',
  'footer.copyright': '© {year} {brand}。保留所有权利。',
  'footer.limitsLink': '设定我的限额',
};
