import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': '餘額已隱藏',
  'balance.refreshing': '正在重新整理餘額…',
  'banner.label': '精選活動',
  'loginForm.captchaPrompt': '請完成驗證後繼續登入',
  'registerForm.referralCode': '邀請碼',
  'registerForm.rebateId': '返點編號',
  'registerForm.rebateIdPlaceholder': '請輸入返點編號',
  'secondFactor.emailCode': '信箱驗證碼',
  'secondFactor.emailCodePlaceholder': '請輸入郵件中的驗證碼',
  'secondFactor.codeSentTo': '驗證碼已傳送至 {target}',
} satisfies Translation<typeof source>;
