import type { Translation } from '../catalogue.types';
import type { feedback as source } from '../cn/feedback';

export const feedback = {
  'feedback.title': 'Góp ý',
  'feedback.type': 'Loại vấn đề',
  'feedback.type1': 'Vấn đề nạp tiền',
  'feedback.type2': 'Vấn đề rút tiền',
  'feedback.type3': 'Vấn đề trò chơi',
  'feedback.type4': 'Vấn đề chăm sóc khách hàng',
  'feedback.type6': 'Vấn đề đăng ký đại lý',
  'feedback.type0': 'Khác',
  'feedback.description': 'Mô tả',
  'feedback.descriptionHint': 'Hãy mô tả vấn đề bạn gặp phải ({min}-{max} ký tự)',
  'feedback.image': 'Đính kèm hình ảnh (không bắt buộc)',
  'feedback.imageHint': 'Một ảnh jpg, jpeg hoặc png, tối đa 5MB',
  'feedback.imageLoginHint': 'Đăng nhập để đính kèm hình ảnh',
  'feedback.submit': 'Gửi',
  'feedback.thanks': 'Cảm ơn bạn đã góp ý! Chúng tôi sẽ xử lý sớm nhất.',
} satisfies Translation<typeof source>;
