import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The DOM set-up of every React package's component tests (the site's too).
afterEach(() => cleanup());
// findBy*/waitFor wait 1 s by default; a loaded 2-core machine may take longer for a first render. Only a hang
// reaches this.
configure({ asyncUtilTimeout: 10_000 });

// The test DOMs lack a few browser APIs that Radix and embla call; these do nothing, as in a page with no layout.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
