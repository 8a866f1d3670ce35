import type { Translation } from '../catalogue.types';
import type { footer as source } from '../cn/footer';

export const footer = {
  'footer.helpTitle': 'ヘルプ',
  'footer.topic.register': '登録方法',
  'footer.topic.deposit': '入金方法',
  'footer.topic.withdraw': '出金にかかる時間',
  'footer.topic.paymentConfirmation': '支払いの確認',
  'footer.topic.terms': '利用規約',
  'footer.topic.privacy': 'プライバシー',
  'footer.responsibleTitle': '責任あるゲーム',
  'footer.ageMark': '{age}+',
  'footer.responsibleNote':
    '{age} 歳以上の方のみご利用いただけます。楽しむために遊び、上限を決め、適度に休憩しましょう。',
  'footer.licence': '{authority} の認可・監督のもとで運営（ライセンス番号 {number}）。',
  'footer.vendorsTitle': 'ゲームプロバイダー',
  'footer.paymentsTitle': 'お支払い方法',
  'footer.copyright': '© {year} {brand}. All rights reserved.',
  'footer.limitsLink': '上限を設定する',
} satisfies Translation<typeof source>;
