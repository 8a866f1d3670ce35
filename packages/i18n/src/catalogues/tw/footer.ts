import type { Translation } from '../catalogue.types';
import type { footer as source } from '../cn/footer';

export const footer = {
  'footer.helpTitle': '幫助',
  'footer.topic.register': '如何註冊',
  'footer.topic.deposit': '存款方式',
  'footer.topic.withdraw': '提款時間',
  'footer.topic.paymentConfirmation': '付款確認',
  'footer.topic.terms': '用戶協議',
  'footer.topic.privacy': '隱私政策',
  'footer.responsibleTitle': '理性遊戲',
  'footer.ageMark': '{age}+',
  'footer.responsibleNote': '僅限 {age} 歲或以上玩家。遊戲只為娛樂：請設定限額，適時休息。',
  'footer.licence': '由 {authority} 授權並監管，牌照號碼 {number}。',
  'footer.vendorsTitle': '遊戲供應商',
  'footer.paymentsTitle': '支付方式',
  'footer.copyright': '© {year} {brand}。保留所有權利。',
  'footer.limitsLink': '設定我的限額',
} satisfies Translation<typeof source>;
