// The footer widgets' public exports, re-exported by the package's index.ts.
export type { FooterHelpLink, FooterHelpTopic, FooterMark, FooterProps } from './Footer';
export { FOOTER_HELP_TOPICS, Footer } from './Footer';
