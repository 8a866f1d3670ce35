import type { Translation } from '../catalogue.types';
import type { errors as source } from '../cn/errors';

export const errors = {
  in_sorry_in: 'Xin lỗi, vui lòng đăng nhập trước',
  in_need_true_account: 'Tài khoản chơi thử không dùng được tính năng này, vui lòng dùng tài khoản thật',
  in_stay_tuned: 'Sắp ra mắt, hãy đón chờ nhé',
  in_please_account: 'Vui lòng nhập tên tài khoản',
  in_please_information: 'Vui lòng nhập thông tin hợp lệ',
  in_no_data: 'Chưa có dữ liệu',
  game_maintenance: 'Trò chơi đang bảo trì, vui lòng thử lại sau',
  timeout_retry_please: 'Yêu cầu quá thời gian chờ, vui lòng thử lại',
  contract_request_success: 'Xử lý hợp đồng thành công',
  higher_rate: 'Có tuyến dưới của bạn đang hưởng tỷ lệ cao hơn hợp đồng này. Bạn vẫn muốn chấp nhận?',
  br_sqmypaur_twtjtu: 'Vui lòng nhập số điểm quy đổi hợp lệ',
  br_vwxdjflb_sfyljuh: 'Đổi thành công',
  ios17_download_tips:
    'iOS 17 trở lên: sau khi cài đặt, vào "Cài đặt > Cài đặt chung > Quản lý VPN & thiết bị" để tin cậy cấu hình. Nếu được yêu cầu bật Chế độ nhà phát triển, hãy bật trong "Cài đặt > Quyền riêng tư & Bảo mật > Chế độ nhà phát triển".',
  'errors.network': 'Lỗi mạng, vui lòng kiểm tra kết nối và thử lại',
  'errors.networkFailure': 'Kết nối mạng thất bại',
  'errors.sessionExpired': 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  'errors.unknown': 'Hệ thống đang bận, vui lòng thử lại sau',
  'errors.domain.unavailableTitle': 'Đường truy cập này hiện không khả dụng',
  'errors.domain.unavailableMessage':
    'Tên miền bạn truy cập tạm thời không khả dụng. Vui lòng thử lại hoặc liên hệ CSKH để nhận địa chỉ mới nhất',
} satisfies Translation<typeof source>;
