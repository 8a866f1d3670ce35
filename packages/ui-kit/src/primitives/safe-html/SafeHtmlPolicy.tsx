import { createContext, type ReactNode, useMemo } from 'react';
import type { SafeHtmlImagePolicy } from './safe-html.sanitize';

/**
 * The policy's context, apart from SafeHtml itself: the product sets it at its root, which then does not carry the
 * sanitizer (DOMPurify, about 11 kB gzipped) into its first chunk; the chunks that show server HTML load it.
 */
export const ImagePolicy = createContext<SafeHtmlImagePolicy>({});

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
