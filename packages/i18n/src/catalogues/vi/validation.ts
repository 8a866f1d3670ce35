import type { Translation } from '../catalogue.types';
import type { validation as source } from '../cn/validation';

export const validation = {
  in_confirmation_correct: 'Mật khẩu nhập lại không khớp',
  in_user_agreement: 'Vui lòng đọc và đồng ý với thỏa thuận người dùng',
  br_enter_moneypwd: 'Vui lòng nhập mật khẩu rút tiền',
  br_enter_plname: 'Vui lòng nhập tên người nhận',
  br_enter_getaddree: 'Vui lòng nhập địa chỉ nhận hàng',
  br_enter_cphone: 'Vui lòng nhập số điện thoại liên hệ hợp lệ',
  br_enright_cphone: 'Vui lòng nhập số điện thoại di động hợp lệ',
  activity_apply_remark_limit1: 'Vui lòng nhập ghi chú',
  activity_apply_remark_limit2: 'Vui lòng tải lên hình ảnh (jpg, jpeg, png)',
  activity_apply_remark_limit3: 'Hình ảnh phải ở định dạng jpg, jpeg hoặc png, tối đa 5MB mỗi ảnh',
  activity_apply_remark_limit4: 'Chỉ được tải lên tối đa 3 hình ảnh',
} satisfies Translation<typeof source>;
