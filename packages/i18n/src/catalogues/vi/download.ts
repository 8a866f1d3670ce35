import type { Translation } from '../catalogue.types';
import type { download as source } from '../cn/download';

export const download = {
  'download.title': 'Tải ứng dụng',
  'download.app.IOS': 'Ứng dụng iOS',
  'download.app.Android': 'Ứng dụng Android',
  'download.app.H5': 'Trang web di động',
  'download.qr': 'Mã QR của {name}',
  'download.get': 'Tải {name}',
  'download.openSite': 'Mở {name}',
  'download.enlarge': 'Phóng to mã của {name}',
  'download.profile': 'Cài hồ sơ iOS',
  'download.steps': 'Cài đặt trên iOS',
  'download.step.1': '1. Quét mã iOS bằng camera',
  'download.step.2': '2. Cho phép tải hồ sơ',
  'download.step.3': '3. Mở Cài đặt > Đã tải hồ sơ',
  'download.step.4': '4. Chạm Cài đặt và nhập mật mã',
  'download.step.5': '5. Tin cậy nhà phát triển trong VPN & Quản lý thiết bị',
  'download.step.6': '6. Mở ứng dụng từ màn hình chính',
  'download.install.title': 'Thêm vào màn hình chính',
  'download.install.text': 'Mở {name} từ màn hình chính như một ứng dụng.',
  'download.install.button': 'Cài đặt lên màn hình chính',
  'download.install.ios': 'Trên iPhone hoặc iPad: trong Safari, chạm Chia sẻ rồi chọn “Thêm vào MH chính”.',
  'download.install.other':
    'Trình duyệt khác: mở menu của trình duyệt và chọn “Cài đặt ứng dụng” hoặc “Thêm vào màn hình chính”. Đã cài đặt? Hãy mở từ màn hình chính.',
  'download.install.done': 'Đã cài đặt: hãy mở từ màn hình chính.',
} satisfies Translation<typeof source>;
