/**
 * Every time and fixed rule of the accounts feature, named after its meaning (NOTES.md: one constants table per
 * package; times from the spec are defaults). Where the spec gives two values, both are here with the place each
 * applies.
 */
export const ACCOUNT_TIMES = {
  /** Member info is fetched this long after a login (points §7 "getMemberInfo after 500 ms", §9). */
  memberInfoDelayMs: 500,
  /** A click on the login captcha image gets a new image at most once per second (player-site §9). */
  loginCaptchaRefreshMs: 1_000,
  /** The register captcha may be refreshed once per 250 ms (points §9 "register captcha 1 per 250 ms"). */
  registerCaptchaRefreshMs: 250,
} as const;

/**
 * The bot check (Geetest interface). The two documents give two sets of numbers; both apply, each in its own place:
 * - points §9 "Captcha timeout 3000 ms with three fallback servers": loading the provider's script from each of up to
 *   three servers in turn, 3000 ms each (the provider's challenge servers get the same timeout, from settings);
 * - player-site §9 "geetest timeout 10000 ms, one retry": the whole initialisation (script, then the provider saying
 *   ready) must finish in 10000 ms; a failed or late one is retried once, then the loader reports `fail`.
 */
export const BOT_CHECK_RULES = {
  serverTimeoutMs: 3_000,
  maxServers: 3,
  initTimeoutMs: 10_000,
  retries: 1,
  /** The provider's codes for "could not reach our servers" (points §8: shown as 'Network failure'). */
  networkFailureCodes: ['60204', '60205'],
} as const;

/** Where the player goes after the account steps (player-site §2). */
export const ACCOUNT_ROUTES = {
  login: '/login',
  register: '/register',
  /** After logging in from the register page, whatever the configured next page is. */
  fromRegister: '/',
  /** After a forced password change. */
  afterForcedChange: '/index',
  /** When the settings name no next page. */
  fallbackNextPage: '/',
} as const;

/** The query parameters of /register that attribute a visitor (player-site §2; `r` is a short referralCode). */
export const ATTRIBUTION_QUERY = {
  affiliateCode: ['affiliateCode'],
  referralCode: ['referralCode', 'r'],
} as const;

/**
 * Where the attribution codes are kept (points §3 "Registration info: affiliateCode, referralCode (session or local
 * storage)"): session storage for this visit, local storage so a visitor who comes back later in the same browser is
 * still credited to the agent or friend who brought them. Cleared after a successful registration.
 */
export const ATTRIBUTION_STORAGE_KEYS = {
  affiliateCode: 'affiliateCode',
  referralCode: 'referralCode',
} as const;
