import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': 'ซ่อนยอดเงินแล้ว',
  'balance.refreshing': 'กำลังรีเฟรชยอดเงิน…',
  'banner.label': 'กิจกรรมแนะนำ',
  'loginForm.captchaPrompt': 'โปรดยืนยันตัวตนเพื่อเข้าสู่ระบบต่อ',
  'registerForm.referralCode': 'รหัสแนะนำ',
  'registerForm.rebateId': 'รหัสเงินคืน',
  'registerForm.rebateIdPlaceholder': 'กรอกรหัสเงินคืน',
  'secondFactor.emailCode': 'รหัสยืนยันทางอีเมล',
  'secondFactor.emailCodePlaceholder': 'กรอกรหัสยืนยันจากอีเมล',
  'secondFactor.codeSentTo': 'ส่งรหัสยืนยันไปที่ {target} แล้ว',
} satisfies Translation<typeof source>;
