import { API_CLIENT_TIMES, RETRY_LIMIT } from './client.constants';
import type { ApiClientConfig, ClientLogger, ClientTimers, Language } from './client.types';
import { loadCrypto } from './crypto.load';

/** The configuration with every default applied: the one place defaults are merged. */
export interface ResolvedConfig
  extends Required<
    Pick<
      ApiClientConfig,
      'merchantCode' | 'device' | 'fetch' | 'now' | 'timers' | 'timeoutMs' | 'retryLimit' | 'retryDelayMs' | 'logger'
    >
  > {
  config: ApiClientConfig;
  language: () => Language;
  setLanguage: (language: Language) => void;
  getDeviceId: () => Promise<string>;
}

const globalTimers: ClientTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const consoleLogger: ClientLogger = {
  warn: (message, details) => globalThis.console?.warn(message, details),
};

/** 300 ms, 600 ms, 1200 ms... at most 3000 ms. */
export function defaultRetryDelayMs(attempt: number): number {
  const { retryBaseDelayMs, retryMaxDelayMs } = API_CLIENT_TIMES;
  return Math.min(retryMaxDelayMs, retryBaseDelayMs * 2 ** (attempt - 1));
}

export function resolveConfig(config: ApiClientConfig): ResolvedConfig {
  if (!config.merchantCode) throw new TypeError('createApiClient: `merchantCode` is required');
  if (!config.baseUrl && !config.domains) throw new TypeError('createApiClient: give `baseUrl` or `domains`');
  let language = config.language ?? 'CN';
  let deviceId: Promise<string> | undefined;
  const getDeviceId = config.getDeviceId ?? (() => loadCrypto().then((crypto) => crypto.resolveDeviceId()));
  return {
    config,
    merchantCode: config.merchantCode,
    device: config.device ?? 'web',
    language: () => (typeof language === 'function' ? language() : language),
    setLanguage: (next) => {
      language = next;
    },
    // Resolved once per client: concurrent first calls must not pick two different random ids.
    getDeviceId: () => {
      deviceId ??= Promise.resolve(getDeviceId()).catch((error: unknown) => {
        deviceId = undefined;
        throw error;
      });
      return deviceId;
    },
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now: config.now ?? (() => Date.now()),
    timers: config.timers ?? globalTimers,
    timeoutMs: config.timeoutMs ?? API_CLIENT_TIMES.requestTimeoutMs,
    retryLimit: config.retryLimit ?? RETRY_LIMIT,
    retryDelayMs: config.retryDelayMs ?? defaultRetryDelayMs,
    logger: config.logger ?? consoleLogger,
  };
}
