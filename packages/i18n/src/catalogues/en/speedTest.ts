import type { Translation } from '../catalogue.types';
import type { speedTest as source } from '../cn/speedTest';

export const speedTest = {
  'speedTest.title': 'Speed Test',
  'speedTest.caption': 'Entry addresses and their response times',
  'speedTest.retest': 'Test again',
  'speedTest.testing': 'Testing the addresses…',
  'speedTest.done': 'Test finished.',
  'speedTest.domain': 'Address',
  'speedTest.time': 'Response time',
  'speedTest.class': 'Speed',
  'speedTest.enter': 'Enter',
  'speedTest.enterDomain': 'Enter {domain}',
  'speedTest.ms': '{ms} ms',
  'speedTest.measuring': 'Measuring',
  'speedTest.class.fast': 'Fast',
  'speedTest.class.normal': 'Normal',
  'speedTest.class.slow': 'Slow',
  'speedTest.class.unreachable': 'Cannot connect',
} satisfies Translation<typeof source>;
