import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': 'Balance hidden',
  'balance.refreshing': 'Refreshing balance…',
  'banner.label': 'Featured',
  'loginForm.captchaPrompt': 'Complete the check to continue logging in',
  'registerForm.referralCode': 'Referral code',
  'registerForm.rebateId': 'Rebate ID',
  'registerForm.rebateIdPlaceholder': 'Enter the rebate ID',
  'secondFactor.emailCode': 'E-mail code',
  'secondFactor.emailCodePlaceholder': 'Enter the code from the e-mail',
  'secondFactor.codeSentTo': 'A code was sent to {target}',
} satisfies Translation<typeof source>;
