// The download widgets' public exports, re-exported by the package's index.ts.
export type { AddToHomeScreenProps, InstallStatus } from './AddToHomeScreen';
export { AddToHomeScreen } from './AddToHomeScreen';
export type { AppDownloadProps, AppKind, AppLink } from './AppDownload';
export { AppDownload } from './AppDownload';
