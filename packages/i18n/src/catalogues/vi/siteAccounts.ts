import type { Translation } from '../catalogue.types';
import type { siteAccounts as source } from '../cn/siteAccounts';

export const siteAccounts = {
  'accounts.lastLogin': 'Lần đăng nhập trước: {time} từ IP {ip}',
  'accounts.bindHint': 'Đăng nhập tài khoản của bạn để liên kết phương thức đăng nhập {provider} này.',
  'accounts.registerBindHint': 'Đăng ký tài khoản mới để liên kết phương thức đăng nhập {provider} này.',
  'accounts.bindAs': 'Đã đăng nhập bằng {provider} với tên {name}',
  'accounts.bindPromptLoginOnly':
    'Tài khoản mạng xã hội này chưa được liên kết. Vui lòng đăng nhập tài khoản hiện có để liên kết.',
  'accounts.channelPhone': 'số điện thoại',
  'accounts.startingPassword': 'Mật khẩu ban đầu',
  'accounts.startingPasswordHint':
    'Tài khoản của bạn đã được tạo với mật khẩu ban đầu. Hãy ghi lại: ở bước tiếp theo, nhập mật khẩu này làm mật khẩu hiện tại rồi đặt mật khẩu mới của riêng bạn.',
  'accounts.firstLoginTitle': 'Chào mừng, {name}!',
  'accounts.firstLoginBody':
    'Tài khoản của bạn đã sẵn sàng. Để bảo mật, hãy thêm số điện thoại, email và đặt mật khẩu rút tiền tại Trung tâm bảo mật; bạn sẽ cần chúng khi rút tiền.',
  'accounts.firstLoginReady': 'Tài khoản của bạn đã sẵn sàng. Để bảo mật, hãy vào Trung tâm bảo mật để:',
  'accounts.firstLoginAddPhone': 'thêm số điện thoại',
  'accounts.firstLoginAddEmail': 'thêm email',
  'accounts.firstLoginSetPaymentPassword': 'đặt mật khẩu rút tiền (cần khi rút tiền)',
  'accounts.firstLoginAllSet': 'Tài khoản của bạn đã sẵn sàng và cài đặt bảo mật đã đầy đủ. Chúc bạn chơi vui!',
  'accounts.firstLoginLater': 'Để sau',
  'accounts.firstLoginSecurity': 'Đến Trung tâm bảo mật',
  'accounts.affiliateRefusedTitle': 'Mã mời không hợp lệ',
  'accounts.affiliateRedirect': 'Bạn sẽ được đưa về trang chủ.',
} satisfies Translation<typeof source>;
