// The speed-test widgets' public exports, re-exported by the package's index.ts.
export type { SpeedClassName, SpeedTestPanelProps, SpeedTestRow } from './SpeedTestPanel';
export { SpeedTestPanel } from './SpeedTestPanel';
