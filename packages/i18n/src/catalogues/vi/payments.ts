import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'paymentConfirm.title': 'Xác nhận nhận tiền',
  'paymentConfirm.question': 'Một khoản rút tiền của bạn đã được chuyển, vui lòng xác nhận đã nhận chưa',
  'paymentConfirm.orderNumber': 'Mã đơn',
  'paymentConfirm.amount': 'Số tiền khoản này',
  'paymentConfirm.remaining': 'Số tiền còn chờ nhận',
  'paymentConfirm.received': 'Đã nhận',
  'paymentConfirm.notReceived': 'Chưa nhận',
  'paymentConfirm.proof': 'Bằng chứng chưa nhận tiền',
  'paymentConfirm.proofHint': 'Vui lòng tải lên 1 ảnh chụp sao kê tài khoản (jpg, jpeg, png, tối đa 5MB)',
  'paymentConfirm.autoConfirmed': 'Hệ thống đã tự động xác nhận khoản tiền này',
  'paymentConfirm.acknowledge': 'Đã hiểu',
  'paymentConfirm.success': 'Đã gửi xác nhận',
  'depositPrompt.title': 'Số dư không đủ',
  'depositPrompt.message': 'Số dư của bạn không đủ. Nạp tiền ngay?',
  'depositPrompt.deposit': 'Nạp tiền ngay',
} satisfies Translation<typeof source>;
