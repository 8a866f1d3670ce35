/**
 * The public types of the client: its configuration, the callbacks, and the typed methods derived from the contract.
 * Only types come from the contract here, so the client never loads zod at run time.
 */
import type { Contract, EndpointSpec, InputOf, OutputOf } from '../contract';
import type { ErrorValues } from '../contract/error-values';
import type { ApiError, DomainUnavailableError, MaintenanceInfo, SessionEndedError } from './api.errors';
import type { routes } from './routes.gen';

export type Language = 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI';

/** A message for the player: show `key` through the i18n catalogues when it is set, otherwise `text` as it is. */
export interface ClientMessage {
  /** An i18n key of @platform/i18n (`timeout_retry_please`, `errors.network`...) when the text is the client's own. */
  key?: string;
  /** The server's message, or the English text of `key`. */
  text: string;
  tone: 'error' | 'warning' | 'info';
  /** The failure behind the message. */
  error: ApiError;
}

export interface VendorMaintenance {
  message: string | null;
  /** `value.resType === 1`: open the recommended-games modal instead of a plain window (§8). */
  showRecommendedGames: boolean;
  /** The failure's `value` (the contract's `errorValues.vendor_under_maintenance`: resType, games, window), or null. */
  value: ErrorValues['vendor_under_maintenance'] | null;
  error: ApiError;
}

export interface DomainChange {
  from: string | undefined;
  to: string;
  /** `start`: the first choice; `retry`: `switchDomain()`; otherwise the failure that moved the client. */
  reason: 'start' | 'retry' | 'network error' | 'domain_not_available';
}

/** What a domain finder answers: @platform/speed-test's `findFastestDomain` fits as it is. */
export interface FoundDomain {
  domain: string;
  origin?: string;
}

export interface DomainFinderOptions {
  /** Domains already known to fail, as given in the list or as origins. */
  exclude: readonly string[];
  signal?: AbortSignal;
  fetch: typeof fetch;
  /** The client needs the API only, not the static host. */
  requireStaticHost: false;
}

/** Picks the fastest healthy domain, or undefined when none answers. */
export type DomainFinder = (
  domains: readonly string[],
  options: DomainFinderOptions,
) => Promise<FoundDomain | undefined>;

/** The two timer functions the client needs (request timeout, retry backoff). */
/**
 * The server asks for a captcha with a password a logged-in player gives (the password guard: three wrong tries of
 * the payment or login password), or the answer sent was wrong or old (`incorrect`).
 */
export interface PasswordChallenge {
  /** The call that asked (`points.convert`, `agent.transfer`...). */
  endpoint: string;
  /** The last answer was wrong or expired: say so and show a new image. */
  incorrect: boolean;
  /** Aborts when the call is cancelled: close the challenge. */
  signal?: AbortSignal;
}

/** A captcha answer with the key of its image (`system.captcha` with purpose `password`). */
export interface CaptchaAnswer {
  captcha: string;
  captchaKey: string;
}

export interface ClientTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Where the client writes what is only logged (HTTP 502). It never receives tokens, passwords or request bodies. */
export interface ClientLogger {
  warn(message: string, details: Record<string, unknown>): void;
}

export interface ApiClientConfig {
  /** The API's origin (`https://www.example.com`), optionally with a path prefix. Required unless `domains` is set. */
  baseUrl?: string;
  /**
   * Candidate domains (the `domainRoute` answer): host names or origins, or a function that loads them. Without
   * `baseUrl` the client starts on the fastest; on a network error or `domain_not_available` it moves to the next.
   */
  domains?: readonly string[] | (() => Promise<readonly string[]>);
  /**
   * Chooses among `domains`. Pass `findFastestDomain` from @platform/speed-test to probe and take the fastest.
   * @default the first domain of the list that has not failed, without probing
   */
  findFastestDomain?: DomainFinder;
  /** Sent as the `Merchant` header. */
  merchantCode: string;
  /** Sent as the `Language` header: a value, or a getter read on every call. @default 'CN' */
  language?: Language | (() => Language);
  /** Sent as the `Device` header. @default 'web' */
  device?: string;
  /** The player's token, read on every call and sent as `Authorization`; nothing is sent when it returns none. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The `loginDeviceId` of login and register, resolved once. @default resolveDeviceId() of @platform/crypto */
  getDeviceId?: () => string | Promise<string>;
  /** The session ended (session-ending codes, HTTP 401): clear it and go home. Called once per session. */
  onSessionEnded?: (error: SessionEndedError) => void;
  /** The merchant is in maintenance, or the visitor's region is refused. */
  onMaintenance?: (info: MaintenanceInfo & { error: ApiError }) => void;
  /** `launch_game_balance_not_enough`: offer cancel or deposit. Without it the message goes to `onMessage`. */
  onDepositPrompt?: (error: ApiError) => void;
  /** No domain answers, or the server refused this one: offer a retry (ping and reload) and customer service. */
  onDomainUnavailable?: (error: DomainUnavailableError) => void;
  /** The client moved to another domain (at start, or after a failure). */
  onDomainChange?: (change: DomainChange) => void;
  /** A message to show the player. Never called for quiet endpoints or calls made with `{ quiet: true }`. */
  onMessage?: (message: ClientMessage) => void;
  /**
   * `password.captcha.required` or `password.captcha.incorrect`: show a captcha and resolve with the answer; the
   * client sends the same call again with it (each answer is good for one try, so a wrong one asks again with
   * `incorrect`). Resolve null when the player cancels: the call then fails with that error. Without it every such
   * call fails with the error, for the caller to handle.
   */
  onPasswordChallenge?: (challenge: PasswordChallenge) => Promise<CaptchaAnswer | null>;
  /** `vendor_under_maintenance`: show the window. Without it the message goes to `onMessage`. */
  onVendorMaintenance?: (details: VendorMaintenance) => void;
  /** @default globalThis.fetch, looked up on every call */
  fetch?: typeof fetch;
  /** Clock for the durations the logger reports. @default Date.now */
  now?: () => number;
  /** @default globalThis.setTimeout / clearTimeout, looked up on every call */
  timers?: ClientTimers;
  /** Per attempt. @default 20000 */
  timeoutMs?: number;
  /** Retries of idempotent GETs on network errors and HTTP 502, 503, 504. @default 2 */
  retryLimit?: number;
  /** Wait before retry number `attempt` (1, 2...). @default 300 ms doubled per retry, at most 3000 ms */
  retryDelayMs?: (attempt: number) => number;
  /** Receives the HTTP 502 reports. @default console */
  logger?: ClientLogger;
}

export interface CallOptions {
  /** Cancels the call: the promise rejects with the signal's reason and no callback runs. */
  signal?: AbortSignal;
  /** Handle the error yourself: `onMessage` is not called (the other callbacks still are). @default the endpoint's flag */
  quiet?: boolean;
}

/** The method of one endpoint: the input is optional when the endpoint needs none. */
export type EndpointMethod<E extends EndpointSpec> =
  Record<never, never> extends InputOf<E>
    ? (input?: InputOf<E>, options?: CallOptions) => Promise<OutputOf<E>>
    : (input: InputOf<E>, options?: CallOptions) => Promise<OutputOf<E>>;

type Routes = typeof routes;

/**
 * One group of methods. Keys come from the generated route table, so a method exists exactly when the client can call
 * it, and each carries the endpoint's summary as JSDoc when the route table has one.
 */
export type GroupMethods<G extends keyof Contract & keyof Routes> = {
  readonly [N in keyof Routes[G]]: N extends keyof Contract[G]
    ? Contract[G][N] extends EndpointSpec
      ? EndpointMethod<Contract[G][N]>
      : never
    : never;
};

/** Every call of the contract, grouped by resource: `client.accounts.login(input, { signal })`. */
export type ApiMethods = { readonly [G in keyof Contract & keyof Routes]: GroupMethods<G> };

/** `group.name` of every endpoint. */
export type EndpointId = {
  [G in keyof Contract & keyof Routes]: `${G & string}.${keyof Routes[G] & string}`;
}[keyof Contract & keyof Routes];

/** What the client adds beside the methods. */
export interface ApiClientControls {
  /** The origin calls go to now; undefined before the first call chose one from `domains`. */
  getOrigin(): string | undefined;
  /** Changes the `Language` header of later calls (when `language` was given as a value). */
  setLanguage(language: Language): void;
  /**
   * Probes `domains` now and moves to the fastest healthy one (the unavailable-domain modal's retry). Resolves with
   * the origin chosen, or undefined when none answers.
   */
  switchDomain(options?: { signal?: AbortSignal }): Promise<string | undefined>;
}

export type ApiClient = ApiMethods & ApiClientControls;
