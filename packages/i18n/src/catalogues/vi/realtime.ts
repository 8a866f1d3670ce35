import type { Translation } from '../catalogue.types';
import type { realtime as source } from '../cn/realtime';

export const realtime = {
  'realtime.title.MANUAL_PROMO': 'Nhận ưu đãi',
  'realtime.title.PROMOTION_CLAIM': 'Kết quả đăng ký khuyến mãi',
  'realtime.body.PROMOTION_CLAIM': 'Đăng ký khuyến mãi của bạn đã được xử lý',
  'realtime.title.INBOX': 'Tin nhắn mới',
  'realtime.title.WITHDRAW': 'Thông báo rút tiền',
  'realtime.body.WITHDRAW': 'Yêu cầu rút tiền của bạn đã được cập nhật',
  'realtime.withdrawRejected': 'Yêu cầu rút tiền bị từ chối. Lý do: {reason}',
  'realtime.title.DEPOSIT': 'Thông báo nạp tiền',
  'realtime.title.PAYMENT_CONFIRMATION': 'Xác nhận nhận tiền',
  'realtime.body.PAYMENT_CONFIRMATION': 'Bạn có một khoản rút tiền cần xác nhận đã nhận',
  'realtime.title.AGENT_TRANSFER_AGENT_TO_DOWNLINE': 'Tuyến trên chuyển tiền',
  'realtime.body.AGENT_TRANSFER_AGENT_TO_DOWNLINE': 'Tuyến trên đã chuyển cho bạn {amount}',
  'realtime.title.AGENT_TRANSFER_SENT': 'Đã chuyển tiền',
  'realtime.body.AGENT_TRANSFER_SENT': '{name} đã nhận {amount} từ bạn.',
  'realtime.title.AGENT_TRANSFER_TAKEN': 'Tuyến trên đã thu về',
  'realtime.body.AGENT_TRANSFER_TAKEN': 'Tuyến trên {name} đã thu về {amount}.',
  'realtime.title.AGENT_TRANSFER_DOWNLINE_TO_AGENT': 'Tuyến dưới chuyển tiền',
  'realtime.body.AGENT_TRANSFER_DOWNLINE_TO_AGENT': 'Tuyến dưới {name} đã chuyển cho bạn {amount}',
  'realtime.go': 'Xem ngay',
} satisfies Translation<typeof source>;
