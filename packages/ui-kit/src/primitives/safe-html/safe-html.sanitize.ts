import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * What server-provided HTML (promotions, notices, help) may contain: DOMPurify's HTML profile (no scripts, no event
 * handlers, no javascript: or other unsafe URLs; images, tables, inline styles and links kept), minus the elements
 * that could restyle or imitate the site around it.
 */
export const safeHtmlConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['autofocus'],
  // Promotion links may open in a new tab; the hook below makes that safe.
  ADD_ATTR: ['target'],
} as const satisfies Config;

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // A private instance, so our hook never changes what other code gets from the shared DOMPurify.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const target = node.getAttribute('target');
    if (target === null) return;
    // Only a new tab or this tab; a named target could navigate another window of the site.
    if (node.tagName !== 'A' || (target !== '_blank' && target !== '_self')) node.removeAttribute('target');
    // A link that opens a new tab must not hand the opener to the page it opens.
    else if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/** Sanitizes server HTML for `dangerouslySetInnerHTML`. Needs a DOM (a browser, or jsdom in tests). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, safeHtmlConfig);
}
