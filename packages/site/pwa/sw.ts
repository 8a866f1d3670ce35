// The merchant sites' service worker, built per merchant by vite-plugin-pwa (`injectManifest`, see vite.pwa.ts at the
// repository's root), which writes the precache list with a revision per file into `self.__WB_MANIFEST`.
//
// - The shell (index.html, the entry chunk and its CSS, the fonts, the icons, the offline page) is precached when the
//   worker installs; a new build is a new worker (its list's revisions differ) that takes over at once
//   (`skipWaiting`, `clientsClaim`) and drops the old build's files (`cleanupOutdatedCaches`).
// - Navigations go to the network first, so a page online is always the newest build's; the cached shell answers
//   only when the network fails: the start URL gets the shell (the installed app opens and paints offline), any
//   other address the merchant's offline page, whose Retry loads that address again.
// - Other hashed files under /assets/ (route chunks the player has loaded) are kept cache-first: a hash never changes
//   meaning. Nothing else is touched: API calls, the sandbox's pages and other origins go to the network as they are.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const shellUrl = '/index.html';
const offlineUrl = '/offline.html';
/** The addresses that open the app (the manifest's start_url, with or without a query). */
const isStartUrl = (url: URL) => url.pathname === '/' || url.pathname === shellUrl;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precache(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const fallback = await matchPrecache(isStartUrl(url) ? shellUrl : offlineUrl);
      if (fallback) return fallback;
      throw error;
    }
  },
);

// Precached files by their own address (after the navigation route, so `/` never comes from the precache online).
addRoute();

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);
