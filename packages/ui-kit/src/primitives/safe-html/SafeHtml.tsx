import { type HTMLAttributes, useContext, useMemo } from 'react';
import { cx } from '../../shared/cx';
import { ImagePolicy } from './SafeHtmlPolicy';
import * as styles from './safe-html.css';
import { sanitizeHtml } from './safe-html.sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server (promotion content, notice, help article). */
  html: string;
  /** @default 'div' */
  as?: 'div' | 'section' | 'article' | 'span';
}

/**
 * Renders server-provided HTML after DOMPurify has removed scripts, event handlers and unsafe URLs, and images from
 * origins the policy does not list (`SafeHtmlPolicyProvider`, in SafeHtmlPolicy.tsx; without one, the page's own origin only). The only way
 * the site renders HTML it did not write.
 */
export function SafeHtml({ html, as: Element = 'div', className, ...rest }: SafeHtmlProps) {
  const policy = useContext(ImagePolicy);
  const clean = useMemo(() => sanitizeHtml(html, policy), [html, policy]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitized by DOMPurify
  return <Element className={cx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} {...rest} />;
}
