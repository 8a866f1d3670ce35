// The right-bar widgets' public exports, re-exported by the package's index.ts.
export type { RightBarEntry, RightBarKey, RightBarProps } from './RightBar';
export { RIGHT_BAR_KEYS, RightBar, rightBarDefaults } from './RightBar';
