import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': 'Số dư không đủ',
  'depositPrompt.message': 'Số dư của bạn không đủ. Nạp tiền ngay?',
  'depositPrompt.deposit': 'Nạp tiền ngay',
  'paymentConfirm.title': 'Xác nhận khoản thanh toán',
  'paymentConfirm.count': '{index} / {total}',
  'paymentConfirm.amount': 'Số tiền',
  'paymentConfirm.remaining': 'Còn chờ nhận',
  'paymentConfirm.payer': 'Người trả',
  'paymentConfirm.order': 'Mã đơn',
  'paymentConfirm.question': 'Bạn đã nhận được khoản này chưa?',
  'paymentConfirm.received': 'Đã nhận',
  'paymentConfirm.notReceived': 'Chưa nhận',
  'paymentConfirm.proof': 'Bằng chứng chưa nhận tiền',
  'paymentConfirm.proofHint': 'Một ảnh chụp màn hình (jpg, jpeg hoặc png, tối đa 5 MB)',
  'paymentConfirm.send': 'Gửi',
  'paymentConfirm.auto': 'Khoản này đã được xác nhận tự động.',
  'paymentConfirm.acknowledge': 'Đồng ý',
} satisfies Translation<typeof source>;
