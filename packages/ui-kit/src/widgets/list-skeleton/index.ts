// The list-skeleton widgets' public exports, re-exported by the package's index.ts.
export type { ListSkeletonProps } from './ListSkeleton';
export { ListSkeleton } from './ListSkeleton';
