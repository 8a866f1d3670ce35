import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_CHECK_RULES } from '../accounts.constants';
import { botCheckScriptUrls, createBotCheck } from './botcheck.machine';
import type { BotCheckSettings, GeetestCaptcha, GeetestConfig, GeetestError, InitGeetest4 } from './botcheck.types';

const pass = { captcha_id: 'cid', lot_number: 'lot', pass_token: 'tok', gen_time: '1', captcha_output: 'out' };

class FakeCaptcha implements GeetestCaptcha {
  handlers: Partial<Record<'ready' | 'success' | 'close', () => void>> & {
    error?: (e: GeetestError) => void;
    fail?: (e: GeetestError) => void;
  } = {};
  validate: typeof pass | null = null;
  shown = 0;
  resets = 0;
  destroyed = false;
  constructor(readonly config: GeetestConfig) {}
  onReady(h: () => void) {
    this.handlers.ready = h;
    return this;
  }
  onSuccess(h: () => void) {
    this.handlers.success = h;
    return this;
  }
  onFail(h: (e: GeetestError) => void) {
    this.handlers.fail = h;
    return this;
  }
  onError(h: (e: GeetestError) => void) {
    this.handlers.error = h;
    return this;
  }
  onClose(h: () => void) {
    this.handlers.close = h;
    return this;
  }
  getValidate() {
    return this.validate;
  }
  reset() {
    this.resets++;
    this.validate = null;
    return this;
  }
  showCaptcha() {
    this.shown++;
    return this;
  }
  destroy() {
    this.destroyed = true;
  }
}

const sandboxSettings: BotCheckSettings = {
  provider: 'sandbox',
  captchaId: 'cid',
  servers: [
    'http://a.test/stand-in/geetest/s1',
    'http://b.test/stand-in/geetest/s2',
    'http://c.test/stand-in/geetest/s3',
  ],
  timeoutMs: 3000,
};

/** A provider whose script "loads" when `loadScript` settles, and whose captchas the test drives. */
function provider(script: (url: string) => Promise<void> = async () => {}) {
  let loaded = false;
  const captchas: FakeCaptcha[] = [];
  const init: InitGeetest4 = vi.fn((config, callback) => {
    const captcha = new FakeCaptcha(config);
    captchas.push(captcha);
    callback(captcha);
  });
  const loadScript = vi.fn(async (url: string) => {
    await script(url);
    loaded = true;
  });
  const store = createBotCheck({
    settings: sandboxSettings,
    loadScript,
    getInit: () => (loaded ? init : undefined),
    timers: { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
  });
  const latest = () => captchas.at(-1) as FakeCaptcha;
  return { store, init, loadScript, captchas, latest };
}

const never = () => new Promise<void>(() => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('bot check loader', () => {
  it('goes init → loading → loaded, handing the provider its servers and the 3000 ms timeout', async () => {
    const p = provider();
    expect(p.store.loader).toBe('init');
    const started = p.store.start();
    expect(p.store.loader).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(p.latest().config).toMatchObject({ captchaId: 'cid', product: 'bind', timeout: 3000 });
    expect(p.latest().config.servers).toEqual(sandboxSettings.servers);
    p.latest().handlers.ready?.();
    await started;
    expect(p.store.loader).toBe('loaded');
    expect(p.store.widget).toBe('waiting');
  });

  it('tries the next of three script servers after 3000 ms each', async () => {
    const p = provider((url) => (url.startsWith('http://c.test') ? Promise.resolve() : never()));
    void p.store.start();
    await vi.advanceTimersByTimeAsync(BOT_CHECK_RULES.serverTimeoutMs - 1);
    expect(p.loadScript).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.loadScript).toHaveBeenCalledTimes(2);
    expect(p.loadScript).toHaveBeenLastCalledWith('http://b.test/stand-in/geetest/gt4.js');
    await vi.advanceTimersByTimeAsync(BOT_CHECK_RULES.serverTimeoutMs);
    expect(p.loadScript).toHaveBeenLastCalledWith('http://c.test/stand-in/geetest/gt4.js');
    p.latest().handlers.ready?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.store.loader).toBe('loaded');
  });

  it('gives an attempt 10000 ms, retries once, then fails as a network failure', async () => {
    const p = provider();
    const started = p.store.start();
    await vi.advanceTimersByTimeAsync(BOT_CHECK_RULES.initTimeoutMs);
    expect(p.init).toHaveBeenCalledTimes(2);
    expect(p.captchas[0]?.destroyed).toBe(true);
    expect(p.store.loader).toBe('loading');
    await vi.advanceTimersByTimeAsync(BOT_CHECK_RULES.initTimeoutMs);
    await started;
    expect(p.init).toHaveBeenCalledTimes(1 + BOT_CHECK_RULES.retries);
    expect(p.store).toMatchObject({ loader: 'fail', widget: 'error', networkFailure: true });
  });

  it('reports the provider 60204 after the retry as Network failure', async () => {
    const p = provider();
    const started = p.store.start();
    await vi.advanceTimersByTimeAsync(0);
    p.latest().handlers.error?.({ code: '60204', msg: 'Network failure' });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.init).toHaveBeenCalledTimes(2);
    p.latest().handlers.error?.({ code: '60204', msg: 'Network failure' });
    await started;
    expect(p.store).toMatchObject({ loader: 'fail', errorCode: '60204', networkFailure: true });
  });

  it('succeeds on the retry when the first attempt fails', async () => {
    const p = provider();
    const started = p.store.start();
    await vi.advanceTimersByTimeAsync(0);
    p.latest().handlers.error?.({ code: '60204', msg: 'Network failure' });
    await vi.advanceTimersByTimeAsync(0);
    p.latest().handlers.ready?.();
    await started;
    expect(p.store.loader).toBe('loaded');
  });

  it('re-initialises on retry after a failure', async () => {
    const p = provider();
    const started = p.store.start();
    await vi.advanceTimersByTimeAsync(2 * BOT_CHECK_RULES.initTimeoutMs);
    await started;
    expect(p.store.loader).toBe('fail');
    const retried = p.store.retry();
    expect(p.store.loader).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    p.latest().handlers.ready?.();
    await retried;
    expect(p.store).toMatchObject({ loader: 'loaded', widget: 'waiting', errorCode: null, networkFailure: false });
  });

  it('does not load a script the page already has', async () => {
    const p = provider();
    const first = p.store.start();
    await vi.advanceTimersByTimeAsync(0);
    p.latest().handlers.ready?.();
    await first;
    const again = p.store.retry();
    await vi.advanceTimersByTimeAsync(0);
    p.latest().handlers.ready?.();
    await again;
    expect(p.loadScript).toHaveBeenCalledTimes(1);
    expect(p.captchas[0]?.destroyed).toBe(true);
  });
});

describe('bot check widget', () => {
  async function loaded() {
    const p = provider();
    const started = p.store.start();
    await vi.advanceTimersByTimeAsync(0);
    p.latest().handlers.ready?.();
    await started;
    return p;
  }

  it('waiting → success with the pass', async () => {
    const p = await loaded();
    p.store.verify();
    expect(p.latest().shown).toBe(1);
    p.latest().validate = pass;
    p.latest().handlers.success?.();
    expect(p.store.widget).toBe('success');
    expect(p.store.pass).toEqual(pass);
  });

  it('a failed check is an error without a pass', async () => {
    const p = await loaded();
    p.latest().handlers.fail?.({ code: 'fail', msg: 'Verification failed' });
    expect(p.store).toMatchObject({ widget: 'error', pass: null, networkFailure: false });
  });

  it('60205 while verifying is a network failure', async () => {
    const p = await loaded();
    p.latest().handlers.error?.({ code: '60205', msg: 'Network failure' });
    expect(p.store).toMatchObject({ widget: 'error', errorCode: '60205', networkFailure: true });
  });

  it('reset after a failed registration spends the pass and asks the provider for a new challenge', async () => {
    const p = await loaded();
    p.latest().validate = pass;
    p.latest().handlers.success?.();
    p.store.reset();
    expect(p.store).toMatchObject({ widget: 'waiting', pass: null });
    expect(p.latest().resets).toBe(1);
  });

  it('ignores the callbacks of a captcha it gave up', async () => {
    const p = await loaded();
    const old = p.latest();
    const retried = p.store.retry();
    await vi.advanceTimersByTimeAsync(0);
    p.latest().handlers.ready?.();
    await retried;
    old.validate = pass;
    old.handlers.success?.();
    expect(p.store.pass).toBeNull();
  });
});

describe('botCheckScriptUrls', () => {
  it('serves the stand-in script from each server origin, at most three', () => {
    expect(
      botCheckScriptUrls({ ...sandboxSettings, servers: ['http://x.test/s1', 'http://x.test/s2', 'http://y.test/s3'] }),
    ).toEqual(['http://x.test/stand-in/geetest/gt4.js', 'http://y.test/stand-in/geetest/gt4.js']);
  });

  it("uses Geetest's own hosts for the real provider", () => {
    expect(botCheckScriptUrls({ ...sandboxSettings, provider: 'geetest' })[0]).toBe(
      'https://static.geetest.com/v4/gt4.js',
    );
  });
});
