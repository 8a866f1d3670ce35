import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'paymentConfirm.title': 'ยืนยันการรับเงิน',
  'paymentConfirm.question': 'มีการโอนเงินถอนของคุณแล้วหนึ่งรายการ กรุณายืนยันว่าได้รับเงินแล้วหรือไม่',
  'paymentConfirm.orderNumber': 'หมายเลขรายการ',
  'paymentConfirm.amount': 'จำนวนเงินรายการนี้',
  'paymentConfirm.remaining': 'ยอดที่รอรับ',
  'paymentConfirm.received': 'ได้รับแล้ว',
  'paymentConfirm.notReceived': 'ยังไม่ได้รับ',
  'paymentConfirm.proof': 'หลักฐานว่ายังไม่ได้รับเงิน',
  'paymentConfirm.proofHint': 'กรุณาอัปโหลดภาพหน้าจอรายการเดินบัญชี 1 รูป (jpg, jpeg, png ไม่เกิน 5MB)',
  'paymentConfirm.autoConfirmed': 'ระบบยืนยันการรับเงินรายการนี้โดยอัตโนมัติแล้ว',
  'paymentConfirm.acknowledge': 'รับทราบ',
  'paymentConfirm.success': 'ส่งการยืนยันแล้ว',
  'depositPrompt.title': 'ยอดเงินไม่เพียงพอ',
  'depositPrompt.message': 'ยอดเงินของคุณไม่เพียงพอ ต้องการฝากเงินตอนนี้หรือไม่?',
  'depositPrompt.deposit': 'ฝากเงิน',
} satisfies Translation<typeof source>;
