import type { Translation } from '../catalogue.types';
import type { feedback as source } from '../cn/feedback';

export const feedback = {
  'feedback.title': '意見回饋',
  'feedback.type': '問題類型',
  'feedback.type1': '儲值問題',
  'feedback.type2': '提款問題',
  'feedback.type3': '遊戲問題',
  'feedback.type4': '客服問題',
  'feedback.type6': '申請代理問題',
  'feedback.type0': '其他問題',
  'feedback.description': '問題描述',
  'feedback.descriptionHint': '請詳細描述您遇到的問題（{min}-{max} 個字）',
  'feedback.image': '上傳圖片（選填）',
  'feedback.imageHint': '僅限 1 張 jpg、jpeg 或 png 圖片，不超過 5MB',
  'feedback.imageLoginHint': '登入後可上傳圖片',
  'feedback.submit': '提交',
  'feedback.thanks': '感謝您的回饋！我們會盡快處理。',
} satisfies Translation<typeof source>;
