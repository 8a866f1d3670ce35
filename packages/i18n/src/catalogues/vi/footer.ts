import type { Translation } from '../catalogue.types';
import type { footer as source } from '../cn/footer';

export const footer = {
  'footer.helpTitle': 'Trợ giúp',
  'footer.topic.register': 'Cách đăng ký',
  'footer.topic.deposit': 'Phương thức nạp tiền',
  'footer.topic.withdraw': 'Thời gian rút tiền',
  'footer.topic.paymentConfirmation': 'Xác nhận thanh toán',
  'footer.topic.terms': 'Thỏa thuận người dùng',
  'footer.topic.privacy': 'Quyền riêng tư',
  'footer.responsibleTitle': 'Chơi có trách nhiệm',
  'footer.ageMark': '{age}+',
  'footer.responsibleNote':
    'Chỉ dành cho người chơi từ {age} tuổi trở lên. Hãy chơi để giải trí, tự đặt giới hạn và nghỉ ngơi khi không còn vui.',
  'footer.licence': 'Được cấp phép và quản lý bởi {authority}, giấy phép số {number}.',
  'footer.vendorsTitle': 'Nhà cung cấp trò chơi',
  'footer.paymentsTitle': 'Phương thức thanh toán',
  'footer.copyright': '© {year} {brand}. Bảo lưu mọi quyền.',
  'footer.limitsLink': 'Đặt giới hạn của tôi',
} satisfies Translation<typeof source>;
