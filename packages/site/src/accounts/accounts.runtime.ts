import type { Language, Translator } from '@platform/i18n';
import type { Platform } from '../app/platform';
import type { AccountsStore } from './accounts.store';
import type { SettingsValue, StatusValue } from './accounts.types';
import type { AttributionStores } from './register/register.attribution';
import type { FirebaseSettings, SocialIdentityProvider } from './social/social.provider';

export interface AccountsTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Where the player is: the router's location plus the page's host (registerUrl, domain). */
export interface AccountsLocation {
  pathname: string;
  /** The router's parsed query. */
  search: Readonly<Record<string, unknown>>;
  href: string;
  hostname: string;
}

/**
 * Everything the account flows use, passed in (the React hook `useAccounts` builds it from the platform and the
 * router), so the flows run in tests with fakes and no global mocks.
 */
export interface AccountsRuntime {
  platform: Pick<Platform, 'api' | 'session' | 'flags' | 'queryClient' | 'ui'>;
  store: AccountsStore;
  navigate: (path: string) => void;
  location: () => AccountsLocation;
  settings: () => Promise<SettingsValue>;
  status: () => Promise<StatusValue>;
  t: Translator;
  language: Language;
  /** @default globalThis.setTimeout / clearTimeout */
  timers?: AccountsTimers;
  /** @default session and local storage of the page */
  attribution?: AttributionStores;
  /** @default loadSocialProvider (lazy chunk per provider) */
  socialProvider?: (settings: FirebaseSettings) => Promise<SocialIdentityProvider>;
}
