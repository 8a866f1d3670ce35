// The phone frame's widgets' public exports, re-exported by the package's index.ts.
export type { MenuLink, MenuSectionProps, MenuSheetProps } from './MenuSheet';
export { MenuSection, MenuSheet } from './MenuSheet';
export type { TabBarEntry, TabBarProps } from './TabBar';
export { TabBar } from './TabBar';
