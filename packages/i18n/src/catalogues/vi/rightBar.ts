import type { Translation } from '../catalogue.types';
import type { rightBar as source } from '../cn/rightBar';

export const rightBar = {
  'rightBar.label': 'Lối tắt',
  'rightBar.wechat': 'WeChat',
  'rightBar.qq': 'QQ',
  'rightBar.liveChat': 'Hỗ trợ trực tuyến',
  'rightBar.skype': 'Skype',
  'rightBar.appDownload': 'Tải ứng dụng',
  'rightBar.promotion': 'Khuyến mãi',
  'rightBar.speedTest': 'Kiểm tra tốc độ',
  'rightBar.noticeBoard': 'Thông báo',
  'rightBar.help': 'Trợ giúp',
  'rightBar.recharge': 'Nạp tiền',
  'rightBar.acmc': 'Giấy phép',
  'rightBar.zalo': 'Zalo',
  'rightBar.feedback': 'Góp ý',
  'rightBar.backToTop': 'Lên đầu trang',
  'rightBar.newWindow': '{label} (mở trong cửa sổ mới)',
} satisfies Translation<typeof source>;
