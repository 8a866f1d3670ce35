import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig({
  environment: 'jsdom',
  styles: true,
  setupFiles: ['./test/setup.ts'],
  testTimeout: 30_000,
});
