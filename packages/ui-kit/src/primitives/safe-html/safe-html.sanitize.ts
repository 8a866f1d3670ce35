import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * What server-provided HTML (promotions, notices, help) may contain: DOMPurify's HTML profile (no scripts, no event
 * handlers, no javascript: or other unsafe URLs; images, tables, links and the inline styles of SAFE_STYLE_PROPERTIES
 * kept, colours excepted), minus the elements that could restyle or imitate the site around it.
 */
export const safeHtmlConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  // srcset would name images the image policy below never sees.
  FORBID_ATTR: ['autofocus', 'srcset'],
  // Promotion links may open in a new tab; the hook below makes that safe.
  ADD_ATTR: ['target'],
} as const satisfies Config;

/**
 * The inline style properties server HTML keeps: how text and boxes look, never where they sit. Positioning
 * (`position`, `inset`, `top`..., `z-index`, `transform`, `translate`) is how a notice's `<div style="position:fixed;
 * inset:0">` became an invisible layer over the dialog that shows it, swallowing clicks on the dialog's own buttons or
 * imitating them; an allowlist keeps whatever else CSS grows out too. Colours (`color`, `background-color`) are not
 * kept either: the text takes the merchant theme's colours, which meet the contrast the site is held to (WCAG AA) on
 * both themes, where a red picked for a light page is unreadable on a dark one.
 */
export const SAFE_STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-indent',
  'white-space',
  'vertical-align',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'min-height',
  'float',
  'clear',
]);

/** Families kept whole, as the browser lists their longhands (`border: 1px solid` is `border-top-width`...). */
const SAFE_STYLE_FAMILIES = ['font-', 'padding-', 'margin-', 'border-', 'text-decoration-', 'list-style-'] as const;

function allowed(property: string, value: string): boolean {
  if (property.startsWith('border-image')) return false;
  if (!SAFE_STYLE_PROPERTIES.has(property) && !SAFE_STYLE_FAMILIES.some((family) => property.startsWith(family))) {
    return false;
  }
  // A negative margin slides the box over what surrounds it.
  return !(property.startsWith('margin') && value.trim().startsWith('-'));
}

/** Removes every declaration of an element's inline style that is not allowed; true when some are left. */
export function confineStyle(style: CSSStyleDeclaration): boolean {
  const properties = Array.from({ length: style.length }, (_, index) => style.item(index));
  for (const property of properties) {
    if (!allowed(property, style.getPropertyValue(property))) style.removeProperty(property);
  }
  return style.length > 0;
}

/**
 * Where server HTML may load images and media from: the page's own origin, `data:` images, and the origins listed
 * (the merchant's API and image CDNs). Anything else (a tracking pixel in a promotion or a message) loses its `src`
 * before it reaches the page, so it is never fetched; an image keeps its `alt`, which the browser shows instead.
 */
export interface SafeHtmlImagePolicy {
  /** Origins (`https://cdn.example.com`) allowed besides the page's own. */
  imageOrigins?: readonly string[];
}

/** Attributes that make the browser fetch something as the element renders. */
const FETCHING_ATTRIBUTES = ['src', 'poster'] as const;

let allowedOrigins: ReadonlySet<string> = new Set();

/** Whether `raw` (as written in the HTML) may be fetched under the policy in force. */
function mayFetch(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw, document.baseURI);
  } catch {
    return false;
  }
  if (url.protocol === 'data:') return /^data:image\//i.test(url.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin === window.location.origin || allowedOrigins.has(url.origin);
}

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // A private instance, so our hook never changes what other code gets from the shared DOMPurify.
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('style')) {
      if (!confineStyle((node as HTMLElement).style)) node.removeAttribute('style');
    }
    // A merchant image without a text alternative is treated as decoration, so screen readers skip it instead of
    // reading its file name (WCAG 1.1.1).
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    for (const attribute of FETCHING_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value !== null && !mayFetch(value)) node.removeAttribute(attribute);
    }
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

/**
 * Sanitizes server HTML for `dangerouslySetInnerHTML`, with the image policy (same origin and `data:` images only
 * when none is given). Needs a DOM (a browser, or jsdom in tests).
 */
export function sanitizeHtml(html: string, policy: SafeHtmlImagePolicy = {}): string {
  const origins = new Set<string>();
  for (const origin of policy.imageOrigins ?? []) {
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // Not an origin: allows nothing.
    }
  }
  allowedOrigins = origins;
  try {
    return getPurifier().sanitize(html, safeHtmlConfig);
  } finally {
    allowedOrigins = new Set();
  }
}
