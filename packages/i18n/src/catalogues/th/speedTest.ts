import type { Translation } from '../catalogue.types';
import type { speedTest as source } from '../cn/speedTest';

export const speedTest = {
  'speedTest.title': 'ทดสอบความเร็ว',
  'speedTest.caption': 'ที่อยู่เข้าใช้งานและเวลาตอบสนอง',
  'speedTest.retest': 'ทดสอบอีกครั้ง',
  'speedTest.testing': 'กำลังทดสอบ…',
  'speedTest.done': 'ทดสอบเสร็จแล้ว',
  'speedTest.domain': 'ที่อยู่',
  'speedTest.time': 'เวลาตอบสนอง',
  'speedTest.class': 'ความเร็ว',
  'speedTest.enter': 'เข้าสู่',
  'speedTest.enterDomain': 'เข้าสู่ {domain}',
  'speedTest.ms': '{ms} มิลลิวินาที',
  'speedTest.measuring': 'กำลังวัด',
  'speedTest.class.fast': 'เร็ว',
  'speedTest.class.normal': 'ปกติ',
  'speedTest.class.slow': 'ช้า',
  'speedTest.class.unreachable': 'เชื่อมต่อไม่ได้',
} satisfies Translation<typeof source>;
