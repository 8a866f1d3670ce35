import type { Translation } from '../catalogue.types';
import type { realtime as source } from '../cn/realtime';

export const realtime = {
  'realtime.title.MANUAL_PROMO': 'ได้รับโบนัส',
  'realtime.title.PROMOTION_CLAIM': 'ผลการขอรับโปรโมชั่น',
  'realtime.body.PROMOTION_CLAIM': 'คำขอรับโปรโมชั่นของคุณได้รับการพิจารณาแล้ว',
  'realtime.title.INBOX': 'ข้อความใหม่',
  'realtime.title.WITHDRAW': 'แจ้งเตือนการถอนเงิน',
  'realtime.body.WITHDRAW': 'สถานะคำขอถอนเงินของคุณมีการอัปเดต',
  'realtime.withdrawRejected': 'คำขอถอนเงินของคุณไม่ได้รับการอนุมัติ เหตุผล: {reason}',
  'realtime.title.DEPOSIT': 'แจ้งเตือนการฝากเงิน',
  'realtime.title.PAYMENT_CONFIRMATION': 'ยืนยันการรับเงิน',
  'realtime.body.PAYMENT_CONFIRMATION': 'มีรายการถอนเงินที่รอให้คุณยืนยันการรับเงิน',
  'realtime.title.AGENT_TRANSFER_AGENT_TO_DOWNLINE': 'อัปไลน์โอนเงินให้คุณ',
  'realtime.body.AGENT_TRANSFER_AGENT_TO_DOWNLINE': 'อัปไลน์ของคุณโอนเงินให้คุณ {amount}',
  'realtime.title.AGENT_TRANSFER_SENT': 'โอนเงินสำเร็จ',
  'realtime.body.AGENT_TRANSFER_SENT': '{name} ได้รับ {amount} จากคุณแล้ว',
  'realtime.title.AGENT_TRANSFER_TAKEN': 'อัปไลน์เรียกเงินคืน',
  'realtime.body.AGENT_TRANSFER_TAKEN': 'อัปไลน์ {name} เรียกคืน {amount}',
  'realtime.title.AGENT_TRANSFER_DOWNLINE_TO_AGENT': 'ดาวน์ไลน์โอนเงินให้คุณ',
  'realtime.body.AGENT_TRANSFER_DOWNLINE_TO_AGENT': '{name} ดาวน์ไลน์ของคุณโอนเงินให้คุณ {amount}',
  'realtime.go': 'ดูเลย',
} satisfies Translation<typeof source>;
