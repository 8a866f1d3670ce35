// The languages widgets' public exports, re-exported by the package's index.ts.
export type { LanguagePickerProps } from './LanguagePicker';
export { LanguagePicker } from './LanguagePicker';
