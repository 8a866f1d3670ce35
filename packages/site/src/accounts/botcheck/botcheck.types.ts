import type { BotCheckPass } from '../accounts.types';

/**
 * The Geetest v4 client interface (`gt4.js`: `initGeetest4(config, callback)`), which the sandbox's stand-in serves
 * with the same shape. The site talks only to this interface; which script provides it is configuration.
 */
export interface GeetestConfig {
  captchaId: string;
  /** `bind`: the site decides when the challenge shows (`showCaptcha()`). */
  product: 'bind' | 'float' | 'popup';
  /** The provider's challenge servers, tried in order (the stand-in honours it; Geetest uses its own). */
  servers?: readonly string[];
  /** Per server, ms. */
  timeout?: number;
  language?: string;
}

export interface GeetestError {
  code: string;
  msg: string;
  desc?: unknown;
}

export interface GeetestCaptcha {
  onReady(handler: () => void): GeetestCaptcha;
  onSuccess(handler: () => void): GeetestCaptcha;
  onFail(handler: (error: GeetestError) => void): GeetestCaptcha;
  onError(handler: (error: GeetestError) => void): GeetestCaptcha;
  onClose(handler: () => void): GeetestCaptcha;
  /** The pass after onSuccess (what login and register send as `botCheck`). */
  getValidate(): BotCheckPass | null | false | undefined;
  reset(): GeetestCaptcha;
  showCaptcha(): GeetestCaptcha;
  destroy(): void;
}

export type InitGeetest4 = (config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => void;

/** Loader states (points §4 "loader: init, loading, loaded, fail"). */
export type BotCheckLoaderPhase = 'init' | 'loading' | 'loaded' | 'fail';
/** Widget states (points §4 "Captcha widget: waiting, success, error"). */
export type BotCheckWidgetPhase = 'waiting' | 'success' | 'error';

/** The merchant's bot-check settings (settings.geetest) as the machine needs them. */
export interface BotCheckSettings {
  provider: 'geetest' | 'sandbox';
  captchaId: string;
  servers: readonly string[];
  /** Per server, ms (points §9: 3000). */
  timeoutMs: number;
}

export interface BotCheckTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface BotCheckState {
  loader: BotCheckLoaderPhase;
  widget: BotCheckWidgetPhase;
  /** The pass once the player passed; cleared by `reset()`. */
  pass: BotCheckPass | null;
  /** The provider's error code of the last failure (60204, 60205, fail...). */
  errorCode: string | null;
  /** Whether the last failure was the provider's network failure (points §8: 'Network failure'). */
  networkFailure: boolean;
}

export interface BotCheckActions {
  /** Loads the script and initialises the captcha (from `init`, or again after `fail`). */
  start(): Promise<void>;
  /** Shows the challenge (the player pressed the check). */
  verify(): void;
  /** A failed registration: the pass is spent, a new challenge is needed (points §8). */
  reset(): void;
  /** "Retry re-initialises" (points §4): the captcha is destroyed and loaded again. */
  retry(): Promise<void>;
  dispose(): void;
}

export type BotCheckStore = BotCheckState & BotCheckActions;
