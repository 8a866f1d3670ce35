import type { Translation } from '../catalogue.types';
import type { widgets as source } from '../cn/widgets';

export const widgets = {
  'balance.hidden': 'Số dư đã ẩn',
  'balance.refreshing': 'Đang làm mới số dư…',
  'banner.label': 'Sự kiện nổi bật',
  'loginForm.captchaPrompt': 'Vui lòng hoàn tất xác minh để tiếp tục đăng nhập',
  'registerForm.referralCode': 'Mã giới thiệu',
  'registerForm.rebateId': 'Mã hoàn trả',
  'registerForm.rebateIdPlaceholder': 'Nhập mã hoàn trả',
  'secondFactor.emailCode': 'Mã xác minh email',
  'secondFactor.emailCodePlaceholder': 'Nhập mã xác minh trong email',
  'secondFactor.codeSentTo': 'Mã xác minh đã được gửi đến {target}',
} satisfies Translation<typeof source>;
