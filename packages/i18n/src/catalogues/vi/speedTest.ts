import type { Translation } from '../catalogue.types';
import type { speedTest as source } from '../cn/speedTest';

export const speedTest = {
  'speedTest.title': 'Kiểm tra tốc độ',
  'speedTest.caption': 'Địa chỉ truy cập và thời gian phản hồi',
  'speedTest.retest': 'Kiểm tra lại',
  'speedTest.testing': 'Đang kiểm tra…',
  'speedTest.done': 'Đã kiểm tra xong.',
  'speedTest.domain': 'Địa chỉ',
  'speedTest.time': 'Thời gian phản hồi',
  'speedTest.class': 'Tốc độ',
  'speedTest.enter': 'Vào',
  'speedTest.enterDomain': 'Vào {domain}',
  'speedTest.ms': '{ms} ms',
  'speedTest.measuring': 'Đang đo',
  'speedTest.class.fast': 'Nhanh',
  'speedTest.class.normal': 'Bình thường',
  'speedTest.class.slow': 'Chậm',
  'speedTest.class.unreachable': 'Không kết nối được',
} satisfies Translation<typeof source>;
