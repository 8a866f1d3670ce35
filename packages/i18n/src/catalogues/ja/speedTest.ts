import type { Translation } from '../catalogue.types';
import type { speedTest as source } from '../cn/speedTest';

export const speedTest = {
  'speedTest.title': '回線速度テスト',
  'speedTest.caption': '接続先と応答時間',
  'speedTest.retest': '再テスト',
  'speedTest.testing': 'テスト中…',
  'speedTest.done': 'テスト完了。',
  'speedTest.domain': '接続先',
  'speedTest.time': '応答時間',
  'speedTest.class': '速度',
  'speedTest.enter': '入る',
  'speedTest.enterDomain': '{domain} に入る',
  'speedTest.ms': '{ms} ms',
  'speedTest.measuring': '測定中',
  'speedTest.class.fast': '速い',
  'speedTest.class.normal': '普通',
  'speedTest.class.slow': '遅い',
  'speedTest.class.unreachable': '接続できません',
} satisfies Translation<typeof source>;
