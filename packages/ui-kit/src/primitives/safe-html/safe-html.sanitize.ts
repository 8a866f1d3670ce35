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
} as const satisfies Config;

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // A private instance, so our hook never changes what other code gets from the shared DOMPurify.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens a new tab must not hand the opener to the page it opens.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Sanitizes server HTML for `dangerouslySetInnerHTML`. Needs a DOM (a browser, or jsdom in tests). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, safeHtmlConfig);
}
