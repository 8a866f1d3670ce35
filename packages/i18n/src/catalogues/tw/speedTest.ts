import type { Translation } from '../catalogue.types';
import type { speedTest as source } from '../cn/speedTest';

export const speedTest = {
  'speedTest.title': '線路檢測',
  'speedTest.caption': '可用線路及回應時間',
  'speedTest.retest': '重新檢測',
  'speedTest.testing': '正在檢測線路…',
  'speedTest.done': '檢測完成。',
  'speedTest.domain': '線路',
  'speedTest.time': '回應時間',
  'speedTest.class': '速度',
  'speedTest.enter': '進入',
  'speedTest.enterDomain': '進入 {domain}',
  'speedTest.ms': '{ms} 毫秒',
  'speedTest.measuring': '檢測中',
  'speedTest.class.fast': '快',
  'speedTest.class.normal': '一般',
  'speedTest.class.slow': '慢',
  'speedTest.class.unreachable': '無法連線',
} satisfies Translation<typeof source>;
