// Long strings for the stress stories: Thai has no spaces between words and stacks marks above and below; Vietnamese
// stacks two diacritics on one vowel. Both must wrap, keep their marks and stay inside their boxes.
export const stressText = {
  th: {
    short: 'ยืนยันการถอนเงิน',
    label: 'ชื่อผู้ใช้ที่ลงทะเบียนไว้กับบัญชีสมาชิกของท่าน',
    sentence:
      'กรุณากรอกชื่อผู้ใช้ที่ลงทะเบียนไว้กับบัญชีของท่าน ระบบจะส่งรหัสยืนยันไปยังหมายเลขโทรศัพท์มือถือที่ผูกไว้ภายในไม่กี่นาที หากไม่ได้รับรหัสโปรดติดต่อฝ่ายบริการลูกค้าตลอดยี่สิบสี่ชั่วโมง',
    word: 'ผู้ให้บริการเกมสล็อตออนไลน์อิเล็กทรอนิกส์',
  },
  vi: {
    short: 'Xác nhận rút tiền',
    label: 'Tên đăng nhập đã đăng ký với tài khoản thành viên của quý khách',
    sentence:
      'Vui lòng nhập tên đăng nhập đã đăng ký với tài khoản của quý khách, hệ thống sẽ gửi mã xác nhận đến số điện thoại đã liên kết trong vài phút. Nếu không nhận được mã, hãy liên hệ bộ phận chăm sóc khách hàng hoạt động suốt hai mươi bốn giờ.',
    word: 'Nghiêngđượcướcmuốnthườngxuyênkhuyếnmãi',
  },
} as const;
