import { proxy, ref } from 'valtio/vanilla';
import { resolveRuntime } from '../countdown.runtime';
import { createDeadlineTicker } from '../countdown.ticker';
import { wholeSeconds } from '../format/countdown.format';
import { SMS_COUNTDOWN_RULES, smsCountdownEndsAt } from './sms-code.rules';
import type { SmsCodeOptions, SmsCodeStore } from './sms-code.types';

// Errors are kept by reference: valtio must not wrap them in a proxy.
const keepable = (error: unknown) => (typeof error === 'object' && error !== null ? ref(error) : error);

/**
 * The send-code button (player-site §4 "SMS code button"): ready, loading while the code is sent, a countdown whose
 * length follows `SMS_COUNTDOWN_RULES[purpose]`, then ready again. A valtio proxy: read it with `useSnapshot`.
 */
export function createSmsCodeButton(options: SmsCodeOptions): SmsCodeStore {
  const { clock, timers } = resolveRuntime(options);
  const rule = SMS_COUNTDOWN_RULES[options.purpose];
  // Every send and reset takes a new number, so an answer that arrives after a reset is ignored.
  let attempt = 0;
  let disposed = false;

  const ticker = createDeadlineTicker({
    clock,
    timers,
    onTick: (ms) => {
      store.remainingSeconds = wholeSeconds(ms);
    },
    onZero: () => {
      store.phase = 'ready';
      store.remainingSeconds = 0;
      store.endsAt = null;
    },
  });

  const store: SmsCodeStore = proxy<SmsCodeStore>({
    purpose: options.purpose,
    phase: 'ready',
    remainingSeconds: 0,
    endsAt: null,
    error: null,

    async send() {
      if (disposed || store.phase !== 'ready') return false;
      const mine = ++attempt;
      store.phase = 'loading';
      store.error = null;
      try {
        const result = await options.send();
        if (mine !== attempt || disposed) return false;
        store.startCountdown(result ?? {});
        return true;
      } catch (error) {
        if (mine === attempt && !disposed) {
          store.phase = 'ready';
          store.error = keepable(error);
          options.onError?.(error);
        }
        return false;
      }
    },

    startCountdown(result = {}) {
      if (disposed) return;
      attempt++;
      store.phase = 'countdown';
      store.endsAt = smsCountdownEndsAt(rule, result, clock.now());
      ticker.start(store.endsAt);
    },

    reset() {
      attempt++;
      ticker.stop();
      store.phase = 'ready';
      store.remainingSeconds = 0;
      store.endsAt = null;
      store.error = null;
    },

    dispose() {
      disposed = true;
      attempt++;
      ticker.stop();
    },
  });
  return store;
}
