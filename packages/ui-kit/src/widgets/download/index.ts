// The download widgets' public exports, re-exported by the package's index.ts.
export type { AppDownloadProps, AppKind, AppLink } from './AppDownload';
export { AppDownload } from './AppDownload';
