import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'payments.confirm.title': 'Xác nhận khoản thanh toán',
  'payments.confirm.count': '{index} / {total}',
  'payments.confirm.amount': 'Số tiền',
  'payments.confirm.remaining': 'Còn chờ nhận',
  'payments.confirm.payer': 'Người trả',
  'payments.confirm.order': 'Mã đơn',
  'payments.confirm.question': 'Bạn đã nhận được khoản này chưa?',
  'payments.confirm.received': 'Đã nhận',
  'payments.confirm.notReceived': 'Chưa nhận',
  'payments.confirm.proof': 'Bằng chứng chưa nhận tiền',
  'payments.confirm.proofHint': 'Một ảnh chụp màn hình (jpg, jpeg hoặc png, tối đa 5 MB)',
  'payments.confirm.send': 'Gửi',
  'payments.confirm.auto': 'Khoản này đã được xác nhận tự động.',
  'payments.confirm.acknowledge': 'Đồng ý',
  'payments.depositPrompt.title': 'Số dư không đủ',
  'payments.depositPrompt.message': 'Số dư của bạn không đủ. Nạp tiền ngay?',
  'payments.depositPrompt.deposit': 'Nạp tiền ngay',
} satisfies Translation<typeof source>;
