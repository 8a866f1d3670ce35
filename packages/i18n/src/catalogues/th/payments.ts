import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'payments.confirm.title': 'ยืนยันการรับเงิน',
  'payments.confirm.count': '{index} จาก {total}',
  'payments.confirm.amount': 'จำนวนเงิน',
  'payments.confirm.remaining': 'ยอดที่ยังไม่ได้รับ',
  'payments.confirm.payer': 'ผู้จ่าย',
  'payments.confirm.order': 'เลขที่คำสั่ง',
  'payments.confirm.question': 'คุณได้รับเงินก้อนนี้หรือไม่?',
  'payments.confirm.received': 'ได้รับแล้ว',
  'payments.confirm.notReceived': 'ยังไม่ได้รับ',
  'payments.confirm.proof': 'หลักฐานว่ายังไม่ได้รับเงิน',
  'payments.confirm.proofHint': 'ภาพหน้าจอ 1 รูป (jpg, jpeg หรือ png ไม่เกิน 5 MB)',
  'payments.confirm.send': 'ส่ง',
  'payments.confirm.auto': 'ยืนยันการชำระเงินนี้โดยอัตโนมัติแล้ว',
  'payments.confirm.acknowledge': 'ตกลง',
  'payments.depositPrompt.title': 'ยอดเงินไม่เพียงพอ',
  'payments.depositPrompt.message': 'ยอดเงินของคุณไม่เพียงพอ ต้องการฝากเงินตอนนี้หรือไม่?',
  'payments.depositPrompt.deposit': 'ฝากเงิน',
} satisfies Translation<typeof source>;
