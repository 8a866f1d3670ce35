import { type HTMLAttributes, useMemo } from 'react';
import { cx } from '../../shared/cx';
import * as styles from './safe-html.css';
import { sanitizeHtml } from './safe-html.sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server (promotion content, notice, help article). */
  html: string;
  /** @default 'div' */
  as?: 'div' | 'section' | 'article' | 'span';
}

/**
 * Renders server-provided HTML after DOMPurify has removed scripts, event handlers and unsafe URLs. The only way the
 * site renders HTML it did not write.
 */
export function SafeHtml({ html, as: Element = 'div', className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitized by DOMPurify
  return <Element className={cx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} {...rest} />;
}
