import type { Translation } from '../catalogue.types';
import type { feedback as source } from '../cn/feedback';

export const feedback = {
  'feedback.title': 'ข้อเสนอแนะ',
  'feedback.type': 'ประเภทปัญหา',
  'feedback.type1': 'ปัญหาการฝากเงิน',
  'feedback.type2': 'ปัญหาการถอนเงิน',
  'feedback.type3': 'ปัญหาเกม',
  'feedback.type4': 'ปัญหาฝ่ายบริการลูกค้า',
  'feedback.type6': 'ปัญหาการสมัครตัวแทน',
  'feedback.type0': 'อื่น ๆ',
  'feedback.description': 'รายละเอียด',
  'feedback.descriptionHint': 'โปรดอธิบายปัญหาที่พบ ({min}-{max} ตัวอักษร)',
  'feedback.image': 'แนบรูปภาพ (ไม่บังคับ)',
  'feedback.imageHint': 'รูปภาพ jpg, jpeg หรือ png 1 รูป ขนาดไม่เกิน 5MB',
  'feedback.imageLoginHint': 'เข้าสู่ระบบเพื่อแนบรูปภาพ',
  'feedback.submit': 'ส่ง',
  'feedback.thanks': 'ขอบคุณสำหรับข้อเสนอแนะ! เราจะดำเนินการโดยเร็วที่สุด',
} satisfies Translation<typeof source>;
