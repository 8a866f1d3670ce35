// The info-bar widgets' public exports, re-exported by the package's index.ts.
export type { InfoBarBalance, InfoBarProps, InfoBarWallet } from './InfoBar';
export { InfoBar } from './InfoBar';
export type { InfoBarPage } from './info-bar.pages';
export {
  DEFAULT_INFO_BAR_MENU,
  INFO_BAR_PAGE_LABELS,
  infoBarMenu,
  isInfoBarPage,
} from './info-bar.pages';
