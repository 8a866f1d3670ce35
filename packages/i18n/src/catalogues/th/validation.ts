import type { Translation } from '../catalogue.types';
import type { validation as source } from '../cn/validation';

export const validation = {
  in_confirmation_correct: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
  in_user_agreement: 'กรุณาอ่านและยอมรับข้อตกลงการใช้งาน',
  br_enter_moneypwd: 'กรุณากรอกรหัสผ่านการเงิน',
  br_enter_plname: 'กรุณากรอกชื่อผู้รับ',
  br_enter_getaddree: 'กรุณากรอกที่อยู่จัดส่ง',
  br_enter_cphone: 'กรุณากรอกเบอร์ติดต่อให้ถูกต้อง',
  br_enright_cphone: 'กรุณากรอกเบอร์มือถือให้ถูกต้อง',
  activity_apply_remark_limit1: 'กรุณากรอกหมายเหตุ',
  activity_apply_remark_limit2: 'กรุณาอัปโหลดรูปภาพ (รองรับ jpg, jpeg, png)',
  activity_apply_remark_limit3: 'รูปภาพต้องเป็นไฟล์ jpg, jpeg หรือ png และมีขนาดไม่เกิน 5MB ต่อรูป',
  activity_apply_remark_limit4: 'อัปโหลดรูปภาพได้สูงสุด 3 รูป',
} satisfies Translation<typeof source>;
