import type { Translation } from '../catalogue.types';
import type { feedback as source } from '../cn/feedback';

export const feedback = {
  'feedback.title': 'ご意見・ご要望',
  'feedback.type': 'お問い合わせの種類',
  'feedback.type1': '入金について',
  'feedback.type2': '出金について',
  'feedback.type3': 'ゲームについて',
  'feedback.type4': 'サポートについて',
  'feedback.type6': '代理店申請について',
  'feedback.type0': 'その他',
  'feedback.description': '内容',
  'feedback.descriptionHint': 'お困りの内容を詳しくご記入ください（{min}〜{max} 文字）',
  'feedback.image': '画像を添付（任意）',
  'feedback.imageHint': 'jpg・jpeg・png の画像 1 枚、5MB まで',
  'feedback.imageLoginHint': '画像の添付にはログインが必要です',
  'feedback.submit': '送信',
  'feedback.thanks': 'ご意見ありがとうございます。できるだけ早く対応いたします。',
} satisfies Translation<typeof source>;
