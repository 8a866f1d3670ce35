import { vi } from 'vitest';

// The component test files of a worker share one test DOM and one module cache (vitest.shared.ts). Each file starts
// on the page as the DOM environment first made it: whatever an earlier file left behind (nodes a portal or a dialog
// left on <body>, Radix's `pointer-events: none` and `aria-hidden`, an address, stored values, cookies, fake timers,
// stubbed globals) is put back here before the file's first test.

/** Where the test DOM starts (Vitest's happy-dom default; the site's TEST_ORIGIN). */
const START_URL = window.location.href;
/** The attributes <html> has before any test, to remove what a file added (lang, dir, a theme class). */
const HTML_ATTRIBUTES = new Set(document.documentElement.getAttributeNames());
/**
 * The <head> nodes before any test: what a test added later (a <meta>, a <link>) goes. No module's styles are lost with
 * it: Vitest does not process CSS here (vanilla-extract's styles arrive as empty CSS modules), so no import adds any.
 */
const HEAD_NODES = new Set(document.head.childNodes);

function removeAttributesBut(element: Element, kept: ReadonlySet<string>) {
  for (const name of element.getAttributeNames()) if (!kept.has(name)) element.removeAttribute(name);
}

export function resetPage() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.replaceChildren();
  removeAttributesBut(document.body, new Set());
  removeAttributesBut(document.documentElement, HTML_ATTRIBUTES);
  for (const node of [...document.head.childNodes]) if (!HEAD_NODES.has(node)) node.remove();
  document.title = '';
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.history.replaceState(null, '', START_URL);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie is the one way to remove it; the page's own code writes it so (crypto's device id).
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.scrollTo?.(0, 0);
}
