// The notices widgets' public exports, re-exported by the package's index.ts.
export type { NoticeData, NoticeListProps } from './NoticeList';
export { NoticeList } from './NoticeList';
