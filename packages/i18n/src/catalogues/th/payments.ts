import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': 'ยอดเงินไม่เพียงพอ',
  'depositPrompt.message': 'ยอดเงินของคุณไม่เพียงพอ ต้องการฝากเงินตอนนี้หรือไม่?',
  'depositPrompt.deposit': 'ฝากเงิน',
  'paymentConfirm.title': 'ยืนยันการรับเงิน',
  'paymentConfirm.count': '{index} จาก {total}',
  'paymentConfirm.amount': 'จำนวนเงิน',
  'paymentConfirm.remaining': 'ยอดที่ยังไม่ได้รับ',
  'paymentConfirm.payer': 'ผู้จ่าย',
  'paymentConfirm.order': 'เลขที่คำสั่ง',
  'paymentConfirm.question': 'คุณได้รับเงินก้อนนี้หรือไม่?',
  'paymentConfirm.received': 'ได้รับแล้ว',
  'paymentConfirm.notReceived': 'ยังไม่ได้รับ',
  'paymentConfirm.proof': 'หลักฐานว่ายังไม่ได้รับเงิน',
  'paymentConfirm.proofHint': 'ภาพหน้าจอ 1 รูป (jpg, jpeg หรือ png ไม่เกิน 5 MB)',
  'paymentConfirm.send': 'ส่ง',
  'paymentConfirm.auto': 'ยืนยันการชำระเงินนี้โดยอัตโนมัติแล้ว',
  'paymentConfirm.acknowledge': 'ตกลง',
} satisfies Translation<typeof source>;
