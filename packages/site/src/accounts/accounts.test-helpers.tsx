import type { ApiError } from '@platform/api-client';
import { createTranslator, type Messages } from '@platform/i18n';
import { createMemoryStorage, type FlagDefaults } from '@platform/session';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { fakePlatform, messagesFor, renderPages } from '../testing/render';
import { AccountDialogs } from './AccountDialogs';
import type { AccountsLocation, AccountsRuntime } from './accounts.runtime';
import { validateRegisterSearch } from './accounts.search';
import { accountsOf } from './accounts.store';
import type { LoginValue, SettingsValue, StatusValue } from './accounts.types';

export { apiError } from '../testing/api.mocks';

/** Matches the error the site received for `error` once it went over the wire: same code and value. */
export function sameFailure(error: ApiError) {
  return expect.objectContaining({ name: 'ApiError', code: error.code, value: error.value });
}

export function loginValue(overrides: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'token-1',
    expiresAt: 2_000_000_000_000,
    customerId: 7,
    customerName: 'member01',
    nickname: 'Lucky Star',
    isAgent: 0,
    memberLabel: 'VIP3',
    merchantCode: 'AURUM',
    firstTimeLogin: false,
    passwordExpired: false,
    passwordIsDefault: false,
    forceChangePassword: false,
    captcha: false,
    profile: { mobileNo: null, email: null },
    ...overrides,
  };
}

const field = (required: boolean, extra: Record<string, unknown> = {}) => ({
  enabled: true,
  required,
  updateRequired: required,
  patternId: null,
  message: null,
  minLength: null,
  maxLength: null,
  acceptedPattern: '*',
  ...extra,
});

export function statusValue(overrides: { register?: Partial<StatusValue['register']>; geetestId?: string } = {}) {
  return {
    merchantCode: 'AURUM',
    merchantName: 'Aurum',
    currency: 'CNY',
    currencySymbol: '¥',
    currencyPosition: 'F',
    defaultLanguage: 'EN',
    languages: ['EN'],
    serverTime: 1_700_000_000_000,
    register: {
      username: true,
      mobile: false,
      defaultMode: 'username',
      captcha: false,
      botCheck: false,
      smsCode: false,
      agreementUrl: '/help#agreement',
      fields: {
        username: field(true, { minLength: 4, maxLength: 16, acceptedPattern: '[a-z][a-z0-9]{3,15}' }),
        password: field(true, { minLength: 6, maxLength: 20 }),
        confirmPassword: field(true),
        mobileNum: field(false, { minLength: 11, maxLength: 11, acceptedPattern: '1[3-9][0-9]{9}' }),
        affiliateCode: field(false, { maxLength: 16 }),
      },
      ...overrides.register,
    },
    resources: [],
    sms: { enabled: true, loginEnabled: true, registerEnabled: true, expiredMinutes: 5, dialingCode: '86' },
    whitelabel: {},
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: { url: null, popupWidth: 440, popupHeight: 750 },
    gw: { GEETEST_ID: overrides.geetestId ?? '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    mobileTemplate: null,
    maintenanceEnd: null,
    location: { ip: '127.0.0.1', countryCode: 'CN', regionRestricted: false },
  } as StatusValue;
}

export function settingsValue(login: Partial<SettingsValue['login']> = {}): SettingsValue {
  return {
    login: { modes: ['username'], freeDemo: false, socialChannels: [], captchaOnly: false, nextPage: '/', ...login },
    firebase: {
      provider: 'sandbox',
      apiKey: 'k',
      authDomain: 'example.test',
      projectId: 'p',
      signInUrl: 'http://example.test/stand-in/firebase/signin?merchant=AURUM',
    },
    geetest: {
      provider: 'sandbox',
      captchaId: 'cid',
      version: 'v4',
      servers: ['http://example.test/stand-in/geetest/s1'],
      timeoutMs: 3000,
    },
    liveChat: { provider: 'sandbox', verifyUrl: '', embedUrl: '' },
    infoBarMenu: [],
    rightBar: [],
    seoAllowedDomains: [],
    miniGame: { enabled: false, version: '1' },
    chat: { enabled: false, permissionCheck: false },
    footer: { helpLinks: [], minimumAge: 18, licence: null, vendors: [], payments: [] },
  };
}

/** A mock for every call the accounts feature makes (served by the fake server); tests set the answers they need. */
export function fakeApi() {
  return {
    accounts: {
      login: vi.fn(),
      socialLogin: vi.fn(),
      autoRegister: vi.fn(),
      verify: vi.fn(),
      sendVerifyCode: vi.fn(),
      register: vi.fn(),
      registerMobile: vi.fn(),
      affiliate: vi.fn(),
      sendPhoneCode: vi.fn(),
      forgotPasswordByEmail: vi.fn(),
      forgotPasswordByPhone: vi.fn(),
      changePassword: vi.fn(),
      trialLogin: vi.fn(),
      loginInfo: vi.fn().mockResolvedValue({
        username: 'member01',
        currentLoginTime: 1,
        currentIp: '127.0.0.1',
        lastLoginTime: null,
        lastLoginIp: null,
        sessionExpiresAt: 2,
      }),
    },
    member: {
      info: vi.fn().mockResolvedValue({ id: 7, account: 'member01', nickname: 'Lucky', isAgent: 0, memberLabel: null }),
    },
    system: {
      captcha: vi.fn().mockResolvedValue({
        captchaKey: 'key-1',
        image: 'data:image/svg+xml,<svg/>',
        width: 120,
        height: 40,
        expiresAt: 0,
      }),
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

export interface FakePlatformOptions {
  flags?: FlagDefaults;
  status?: StatusValue;
  settings?: SettingsValue;
}

/**
 * The site's fake platform (testing/render.tsx) with the accounts calls answered by `api` mocks, the flags evaluated,
 * and the merchant's status and settings served and already cached.
 */
export function fakeAccountsPlatform(options: FakePlatformOptions = {}) {
  const {
    platform,
    server,
    mocks: api,
  } = fakePlatform({
    mocks: fakeApi(),
    bootstrap: { status: options.status ?? statusValue(), settings: options.settings ?? settingsValue() },
    ...(options.flags ? { flagDefaults: options.flags } : {}),
  });
  return {
    platform,
    server,
    api,
    session: platform.session,
    flags: platform.flags,
    queryClient: platform.queryClient,
    store: accountsOf(platform),
  };
}

/** The English catalogue (loaded once per test file). */
export const englishMessages = (): Promise<Messages> => messagesFor('EN');

export const translatorOf = (messages: Messages) => createTranslator(messages);

/** A runtime for the controllers, over a fake platform, with recorded navigation. */
export function fakeRuntime(
  fake: ReturnType<typeof fakeAccountsPlatform>,
  messages: Messages,
  where: Partial<AccountsLocation> = {},
): AccountsRuntime & { navigated: string[] } {
  const navigated: string[] = [];
  const storage = createMemoryStorage();
  return {
    navigated,
    platform: fake.platform,
    store: fake.store,
    navigate: (path) => navigated.push(path),
    location: () => ({ pathname: '/', search: {}, href: 'http://example.test/', hostname: 'example.test', ...where }),
    settings: async () =>
      fake.queryClient.getQueryData(bootstrapQueries.settings(fake.platform).queryKey) as SettingsValue,
    status: async () => fake.queryClient.getQueryData(bootstrapQueries.status(fake.platform).queryKey) as StatusValue,
    t: createTranslator(messages),
    language: 'EN',
    timers: { setTimeout: (callback) => setTimeout(callback, 0), clearTimeout: () => {} },
    attribution: { session: storage, local: storage },
  };
}

/** Renders `ui` at `path` inside the app's providers, with the account dialogs host. */
export async function renderWithApp(fake: ReturnType<typeof fakeAccountsPlatform>, ui: ReactNode, path = '/') {
  // The component under test renders on the page it was opened at; the others show their path only.
  const start = new URL(path, 'http://example.test').pathname;
  const page = (at: string) => () => (at === start ? ui : <p>page {at}</p>);
  const pages = Object.fromEntries(['/', '/login', '/index', '/member'].map((at) => [at, page(at)]));
  const { view, router } = await renderPages({
    platform: fake.platform,
    path,
    pages: { ...pages, '/register': { component: page('/register'), validateSearch: validateRegisterSearch } },
    around: <AccountDialogs />,
  });
  await router.load();
  return { ...view, router };
}
