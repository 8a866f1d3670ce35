import type { Translation } from '../catalogue.types';
import type { siteAccounts as source } from '../cn/siteAccounts';

export const siteAccounts = {
  'accounts.lastLogin': 'เข้าสู่ระบบครั้งล่าสุด {time} จาก IP {ip}',
  'accounts.bindHint': 'เข้าสู่ระบบบัญชีของคุณเพื่อเชื่อมโยงการเข้าสู่ระบบด้วย {provider} นี้',
  'accounts.registerBindHint': 'สมัครบัญชีใหม่เพื่อเชื่อมโยงการเข้าสู่ระบบด้วย {provider} นี้',
  'accounts.bindAs': 'เข้าสู่ระบบด้วย {provider} ในชื่อ {name}',
  'accounts.bindPromptLoginOnly': 'บัญชีโซเชียลนี้ยังไม่ได้เชื่อมโยง กรุณาเข้าสู่ระบบบัญชีเดิมเพื่อเชื่อมโยง',
  'accounts.channelPhone': 'เบอร์โทรศัพท์',
  'accounts.startingPassword': 'รหัสผ่านเริ่มต้น',
  'accounts.startingPasswordHint':
    'สร้างบัญชีของคุณแล้วพร้อมรหัสผ่านเริ่มต้น กรุณาจดไว้ ในขั้นตอนถัดไปให้กรอกรหัสนี้เป็นรหัสผ่านปัจจุบัน แล้วตั้งรหัสผ่านใหม่ของคุณเอง',
  'accounts.firstLoginTitle': 'ยินดีต้อนรับ {name}!',
  'accounts.firstLoginBody':
    'บัญชีของคุณพร้อมใช้งานแล้ว เพื่อความปลอดภัย กรุณาเพิ่มเบอร์โทรศัพท์และอีเมล และตั้งรหัสผ่านการเงินที่ศูนย์ความปลอดภัย ซึ่งจำเป็นสำหรับการถอนเงิน',
  'accounts.firstLoginReady': 'บัญชีของคุณพร้อมใช้งานแล้ว เพื่อความปลอดภัย แนะนำให้ไปที่ศูนย์ความปลอดภัยเพื่อ:',
  'accounts.firstLoginAddPhone': 'เพิ่มเบอร์โทรศัพท์',
  'accounts.firstLoginAddEmail': 'เพิ่มอีเมล',
  'accounts.firstLoginSetPaymentPassword': 'ตั้งรหัสผ่านการเงิน (จำเป็นสำหรับการถอนเงิน)',
  'accounts.firstLoginAllSet': 'บัญชีของคุณพร้อมใช้งานแล้ว และตั้งค่าความปลอดภัยครบถ้วน ขอให้สนุกกับเกม!',
  'accounts.firstLoginLater': 'ไว้ภายหลัง',
  'accounts.firstLoginSecurity': 'ไปที่ศูนย์ความปลอดภัย',
  'accounts.affiliateRefusedTitle': 'รหัสเชิญไม่ถูกต้อง',
  'accounts.affiliateRedirect': 'ระบบจะพาคุณกลับไปยังหน้าแรก',
} satisfies Translation<typeof source>;
