import { type ApiClient, createApiClient, type Language } from '@platform/api-client';
import { createServerClock, type ServerClock } from '@platform/countdown';
import { readRememberedLanguage, resolveInitialLanguage } from '@platform/i18n';
import {
  createFlagsStore,
  createSessionStore,
  type FlagDefaults,
  type FlagsStore,
  type SessionStore,
} from '@platform/session';
import { QueryClient } from '@tanstack/react-query';
import { createUiStore, type UiStore } from './ui.store';

/** What a merchant app gives `createMerchantApp`: who it is, its theme and its flag defaults. */
export interface MerchantAppOptions {
  merchant: {
    /** Sent as the Merchant header. */
    code: string;
    displayName: string;
  };
  /** The theme class made by `makeTheme(tokens)` in the app's theme.css.ts. */
  theme: string;
  /** The app's flag defaults; the server's whitelabel flags override them once, at start-up (@platform/session). */
  flagDefaults?: FlagDefaults;
  /** The API's origin. @default the page's own origin */
  apiBaseUrl?: string;
}

/**
 * Everything the site shares, created once per app: the API client, the session and flag stores, the UI store,
 * the query client and the server clock. React reaches it through `usePlatform()`; route loaders through the router
 * context.
 */
export interface Platform {
  options: MerchantAppOptions;
  api: ApiClient;
  session: SessionStore;
  flags: FlagsStore;
  ui: UiStore;
  queryClient: QueryClient;
  clock: ServerClock;
}

export function createPlatform(options: MerchantAppOptions): Platform {
  const session = createSessionStore();
  const flags = createFlagsStore(options.flagDefaults ?? {});
  const initialLanguage = resolveInitialLanguage({
    remembered: readRememberedLanguage(),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  const ui = createUiStore(initialLanguage);
  const clock = createServerClock();
  const queryClient = new QueryClient({
    defaultOptions: {
      // The api-client already retries idempotent calls on network errors; a second layer would multiply waits.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const api = createApiClient({
    baseUrl: options.apiBaseUrl ?? (typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin),
    merchantCode: options.merchant.code,
    language: () => ui.language as Language,
    getToken: () => session.session.token ?? null,
    onMessage: (message) => ui.notify(message),
    onSessionEnded: (error) => ui.endSession(error),
    onMaintenance: (info) => ui.showMaintenance(info),
    onDepositPrompt: (error) => ui.openDialog({ kind: 'depositPrompt', error }),
    onDomainUnavailable: (error) => ui.openDialog({ kind: 'unavailableDomain', error }),
    onVendorMaintenance: (details) => ui.openDialog({ kind: 'vendorMaintenance', details }),
  });
  session.set?.({ merchantCode: options.merchant.code });
  return { options, api, session, flags, ui, queryClient, clock };
}
