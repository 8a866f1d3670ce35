import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig({
  environment: 'dom',
  styles: true,
  setupFiles: ['./test/setup.ts'],
  testTimeout: 120_000,
});
