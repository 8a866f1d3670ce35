import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': '残高は非表示です',
  'balance.refreshing': '残高を更新しています…',
  'banner.label': '注目のキャンペーン',
  'loginForm.captchaPrompt': '認証を完了してログインを続けてください',
  'registerForm.referralCode': '招待コード',
  'registerForm.rebateId': 'リベート番号',
  'registerForm.rebateIdPlaceholder': 'リベート番号を入力してください',
  'secondFactor.emailCode': 'メール認証コード',
  'secondFactor.emailCodePlaceholder': 'メールに記載された認証コードを入力してください',
  'secondFactor.codeSentTo': '認証コードを {target} に送信しました',
} satisfies Translation<typeof source>;
