import { proxy, ref } from 'valtio/vanilla';
import { BOT_CHECK_RULES } from '../accounts.constants';
import type {
  BotCheckSettings,
  BotCheckStore,
  BotCheckTimers,
  GeetestCaptcha,
  GeetestError,
  InitGeetest4,
} from './botcheck.types';

/** Geetest's script and its backup host; the sandbox serves its stand-in script beside its challenge servers. */
const GEETEST_SCRIPTS = ['https://static.geetest.com/v4/gt4.js', 'https://static.geevisit.com/v4/gt4.js'];
const STAND_IN_SCRIPT = '/stand-in/geetest/gt4.js';

export interface BotCheckOptions {
  settings: BotCheckSettings;
  /** Adds the script to the page; resolves when it has run. The machine applies the timeout. */
  loadScript: (url: string) => Promise<void>;
  /** The global the script defines. */
  getInit: () => InitGeetest4 | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  timers?: BotCheckTimers;
}

/** A step of the loading that did not finish: the attempt fails (and may be retried once). */
export class BotCheckLoadError extends Error {
  override name = 'BotCheckLoadError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The script addresses to try, in order, at most three (BOT_CHECK_RULES.maxServers). */
export function botCheckScriptUrls(settings: BotCheckSettings): string[] {
  const urls =
    settings.provider === 'geetest'
      ? GEETEST_SCRIPTS
      : [...new Set(settings.servers.map((server) => new URL(server).origin))].map((o) => `${o}${STAND_IN_SCRIPT}`);
  return urls.slice(0, BOT_CHECK_RULES.maxServers);
}

const realTimers: BotCheckTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function withTimeout<T>(work: Promise<T>, ms: number, timers: BotCheckTimers, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(
      () => reject(new BotCheckLoadError('timeout', `${what}: no answer in ${ms} ms`)),
      ms,
    );
    work.then(
      (value) => {
        timers.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(handle);
        reject(error);
      },
    );
  });
}

const isNetworkFailure = (code: string | null) =>
  code !== null && (BOT_CHECK_RULES.networkFailureCodes as readonly string[]).includes(code);

/**
 * The bot check (points §4, §8, §9): loader init → loading → loaded | fail; widget waiting → success | error.
 * Loading tries the script on up to three servers with 3000 ms each, then waits for the provider's ready, the whole
 * attempt within 10000 ms; a failed attempt is retried once. `retry()` re-initialises; `reset()` after a failed
 * registration asks for a new pass.
 */
export function createBotCheck(options: BotCheckOptions): BotCheckStore {
  const timers = options.timers ?? realTimers;
  const { settings } = options;
  let captcha: GeetestCaptcha | null = null;
  // Callbacks of an attempt that was given up (timed out, retried, disposed) must not touch the state.
  let generation = 0;

  const loadScript = async () => {
    if (options.getInit()) return;
    let last: unknown = new BotCheckLoadError('60204', 'no script address');
    for (const url of botCheckScriptUrls(settings)) {
      try {
        await withTimeout(options.loadScript(url), BOT_CHECK_RULES.serverTimeoutMs, timers, url);
        if (options.getInit()) return;
      } catch (error) {
        last = error;
      }
    }
    throw last;
  };

  const initialise = (mine: number, made: { captcha?: GeetestCaptcha }) =>
    new Promise<GeetestCaptcha>((resolve, reject) => {
      const init = options.getInit();
      if (!init) return reject(new BotCheckLoadError('60204', 'the script did not define initGeetest4'));
      const config = {
        captchaId: settings.captchaId,
        product: 'bind',
        servers: settings.servers,
        timeout: settings.timeoutMs,
      } as const;
      init(config, (created) => {
        made.captcha = created;
        let ready = false;
        const current = () => mine === generation && captcha === created;
        created
          .onReady(() => {
            ready = true;
            resolve(created);
          })
          .onError((error: GeetestError) => {
            if (!ready) return reject(new BotCheckLoadError(String(error.code), error.msg));
            if (!current()) return;
            store.pass = null;
            store.widget = 'error';
            store.errorCode = String(error.code);
            store.networkFailure = isNetworkFailure(store.errorCode);
          })
          .onSuccess(() => {
            if (!current()) return;
            const pass = created.getValidate();
            store.pass = pass ? ref({ ...pass }) : null;
            store.widget = pass ? 'success' : 'error';
            store.errorCode = pass ? null : 'fail';
            store.networkFailure = false;
          })
          .onFail((error: GeetestError) => {
            if (!current()) return;
            store.pass = null;
            store.widget = 'error';
            store.errorCode = String(error.code ?? 'fail');
            store.networkFailure = false;
          })
          .onClose(() => {});
      });
    });

  const attempt = async (mine: number) => {
    const made: { captcha?: GeetestCaptcha } = {};
    const work = (async () => {
      await loadScript();
      return initialise(mine, made);
    })();
    try {
      return await withTimeout(work, BOT_CHECK_RULES.initTimeoutMs, timers, 'bot check');
    } catch (error) {
      // The captcha of an attempt given up is thrown away, whether it was made already or turns up later.
      made.captcha?.destroy();
      void work.then(
        (late) => late.destroy(),
        () => {},
      );
      throw error;
    }
  };

  const start = async () => {
    if (store.loader === 'loading' || store.loader === 'loaded') return;
    const mine = ++generation;
    store.loader = 'loading';
    store.widget = 'waiting';
    store.pass = null;
    store.errorCode = null;
    store.networkFailure = false;
    let failure: unknown;
    for (let tries = 0; tries <= BOT_CHECK_RULES.retries; tries++) {
      try {
        const created = await attempt(mine);
        if (mine !== generation) return created.destroy();
        captcha = created;
        store.loader = 'loaded';
        return;
      } catch (error) {
        if (mine !== generation) return;
        failure = error;
      }
    }
    store.loader = 'fail';
    store.widget = 'error';
    store.errorCode = failure instanceof BotCheckLoadError ? failure.code : '60204';
    // A script or server that does not answer is the provider's network failure, whatever the step (points §8).
    store.networkFailure = isNetworkFailure(store.errorCode) || store.errorCode === 'timeout';
  };

  const teardown = () => {
    generation++;
    captcha?.destroy();
    captcha = null;
  };

  const store: BotCheckStore = proxy<BotCheckStore>({
    loader: 'init',
    widget: 'waiting',
    pass: null,
    errorCode: null,
    networkFailure: false,
    start,
    verify() {
      if (store.loader !== 'loaded' || !captcha) return;
      store.widget = 'waiting';
      store.errorCode = null;
      store.networkFailure = false;
      captcha.showCaptcha();
    },
    reset() {
      store.pass = null;
      if (store.loader !== 'loaded' || !captcha) return;
      store.widget = 'waiting';
      store.errorCode = null;
      store.networkFailure = false;
      captcha.reset();
    },
    async retry() {
      teardown();
      store.loader = 'init';
      await start();
    },
    dispose() {
      teardown();
      store.loader = 'init';
    },
  });
  return store;
}
