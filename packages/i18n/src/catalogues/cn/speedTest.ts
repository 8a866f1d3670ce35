/** The speed test (points-centres-lottery §2, §4 "Speed"): the entry addresses and their response times. */
export const speedTest = {
  'speedTest.title': '线路检测',
  'speedTest.caption': '可用线路及响应时间',
  'speedTest.retest': '重新检测',
  'speedTest.testing': '正在检测线路…',
  'speedTest.done': '检测完成。',
  'speedTest.domain': '线路',
  'speedTest.time': '响应时间',
  'speedTest.class': '速度',
  'speedTest.enter': '进入',
  'speedTest.enterDomain': '进入 {domain}',
  'speedTest.ms': '{ms} 毫秒',
  'speedTest.measuring': '检测中',
  'speedTest.class.fast': '快',
  'speedTest.class.normal': '一般',
  'speedTest.class.slow': '慢',
  'speedTest.class.unreachable': '无法连接',
};
