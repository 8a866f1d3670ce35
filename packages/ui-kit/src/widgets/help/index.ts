// The help widgets' public exports, re-exported by the package's index.ts.
export type { HelpArticleData, HelpCategoryData, HelpCentreProps } from './HelpCentre';
export { HelpCentre } from './HelpCentre';
