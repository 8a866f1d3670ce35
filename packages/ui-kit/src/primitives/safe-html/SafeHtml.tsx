import { createContext, type HTMLAttributes, type ReactNode, useContext, useMemo } from 'react';
import { cx } from '../../shared/cx';
import * as styles from './safe-html.css';
import { type SafeHtmlImagePolicy, sanitizeHtml } from './safe-html.sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server (promotion content, notice, help article). */
  html: string;
  /** @default 'div' */
  as?: 'div' | 'section' | 'article' | 'span';
}

const ImagePolicy = createContext<SafeHtmlImagePolicy>({});

/**
 * Where every SafeHtml below may load images from besides the page's own origin (the merchant's API and image CDNs):
 * the product sets it once, so each widget that shows server HTML follows it without a prop of its own.
 */
export function SafeHtmlPolicyProvider({
  imageOrigins,
  children,
}: {
  imageOrigins: readonly string[];
  children?: ReactNode;
}) {
  const policy = useMemo(() => ({ imageOrigins }), [imageOrigins]);
  return <ImagePolicy.Provider value={policy}>{children}</ImagePolicy.Provider>;
}

/**
 * Renders server-provided HTML after DOMPurify has removed scripts, event handlers and unsafe URLs, and images from
 * origins the policy does not list (`SafeHtmlPolicyProvider`; without one, the page's own origin only). The only way
 * the site renders HTML it did not write.
 */
export function SafeHtml({ html, as: Element = 'div', className, ...rest }: SafeHtmlProps) {
  const policy = useContext(ImagePolicy);
  const clean = useMemo(() => sanitizeHtml(html, policy), [html, policy]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitized by DOMPurify
  return <Element className={cx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} {...rest} />;
}
