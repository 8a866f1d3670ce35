import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPage } from './page.reset';

// The DOM set-up of every React package's component tests (the site's too). The component test files of a worker
// share its DOM and module cache (vitest.shared.ts): this module runs once per worker, `prepareTestFile` before each
// test file (a set-up file's imports are not run again for the next file, only the set-up file itself is).

/** Starts a test file on the page as the DOM first was, and unmounts what each of its tests rendered. */
export function prepareTestFile() {
  resetPage();
  afterEach(() => cleanup());
}

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
