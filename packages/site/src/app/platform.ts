import { type ApiClient, createApiClient, type Language } from '@platform/api-client';
import { createServerClock, type ServerClock } from '@platform/countdown';
import { readRememberedLanguage, resolveInitialLanguage } from '@platform/i18n';
import {
  createFlagsStore,
  createSessionStore,
  type FlagDefaults,
  type FlagsStore,
  type SessionStore,
  type SessionStoreOptions,
} from '@platform/session';
import { QueryClient } from '@tanstack/react-query';
import { createDomainList, type DomainList, findHealthyDomain } from './domains';
import { type FeatureRegistry, NO_FEATURES } from './feature.registry';
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

/** What the platform reaches outside itself; tests pass fakes, the app the real ones. */
export interface PlatformEnvironment extends SessionStoreOptions {
  /** @default globalThis.fetch, looked up on every call */
  fetch?: typeof fetch;
  /** The 36-character device id (spec §3, §7). @default resolveDeviceId() of @platform/crypto, imported on first use */
  resolveDeviceId?: () => Promise<string>;
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
  /** The merchant's candidate domains (failover and the unavailable-domain modal's retry). */
  domains: DomainList;
  /** The device id, resolved once, on the first call (login and register send it as `loginDeviceId`). */
  deviceId: () => Promise<string>;
  /** The central tables assembled from the feature manifests (app/features.ts); none in a unit test's platform. */
  features: FeatureRegistry;
}

export function createPlatform(
  options: MerchantAppOptions,
  environment: PlatformEnvironment = {},
  features: FeatureRegistry = NO_FEATURES,
): Platform {
  const session = createSessionStore(environment);
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
  // Resolved once (points-centres-lottery §4: storage, cookie, fingerprint, random), when the first login or
  // registration needs it: @platform/crypto then loads with the encryption that call needs anyway, never with the
  // first page. Every later call sends this same id; concurrent first calls share one resolution, so they can never
  // pick two different random ones. A failed resolution (a lost chunk) is tried again by the next call.
  const resolveDeviceId =
    environment.resolveDeviceId ?? (() => import('@platform/crypto').then((crypto) => crypto.resolveDeviceId()));
  let resolvedDeviceId: Promise<string> | undefined;
  const deviceId = () => {
    if (resolvedDeviceId) return resolvedDeviceId;
    const pending = resolveDeviceId();
    resolvedDeviceId = pending;
    pending.catch(() => {
      if (resolvedDeviceId === pending) resolvedDeviceId = undefined;
    });
    return pending;
  };
  const baseUrl = options.apiBaseUrl ?? (typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin);
  const common = {
    baseUrl,
    merchantCode: options.merchant.code,
    language: () => ui.language as Language,
    ...(environment.fetch ? { fetch: environment.fetch } : {}),
  };
  // A bare client for the domain list only: its failures must not open the modal that needs the list.
  const listClient = createApiClient(common);
  const domains = createDomainList(() => listClient.system.domainRoute(undefined, { quiet: true }));
  const api = createApiClient({
    ...common,
    domains: () => domains.load(),
    findFastestDomain: findHealthyDomain,
    getToken: () => session.authToken ?? null,
    getDeviceId: deviceId,
    onMessage: (message) => ui.notify(message),
    onSessionEnded: (error) => ui.endSession(error),
    onMaintenance: (info) => ui.showMaintenance(info),
    onDepositPrompt: (error) => ui.openDialog({ kind: 'depositPrompt', error }),
    onDomainUnavailable: (error) => ui.openDialog({ kind: 'unavailableDomain', error }),
    onVendorMaintenance: (details) => ui.openDialog({ kind: 'vendorMaintenance', details }),
    onPasswordChallenge: (challenge) => ui.askPasswordChallenge(challenge),
  });
  session.set({ merchantCode: options.merchant.code });
  session.setLocal({ merchantCode: options.merchant.code });
  return { options, api, session, flags, ui, queryClient, clock, domains, deviceId, features };
}
