import { snapshot, subscribe } from 'valtio/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerClock } from '../clock/server-clock';
import { createSmsCodeButton } from './sms-code.machine';
import { SMS_COUNTDOWN_RULES, type SmsSendResult, smsCountdownEndsAt } from './sms-code.rules';

/** A send that answers `result` after `delay` ms of (fake) time, or at once. */
const answer = (result: SmsSendResult = {}, delay = 0) =>
  vi.fn(() =>
    delay === 0
      ? Promise.resolve(result)
      : new Promise<SmsSendResult>((resolve) => setTimeout(() => resolve(result), delay)),
  );

describe('SMS countdown rules (the two readings)', () => {
  it('counts login and register SMS 120 s, whatever expiredMinutes says (reading 1)', () => {
    expect(smsCountdownEndsAt(SMS_COUNTDOWN_RULES.login, { expiredMinutes: 5 }, 0)).toBe(120_000);
    expect(smsCountdownEndsAt(SMS_COUNTDOWN_RULES.register, {}, 1_000)).toBe(121_000);
  });

  it('counts other codes expiredMinutes × 60 s, and the initial 60 s without it (reading 2)', () => {
    expect(smsCountdownEndsAt(SMS_COUNTDOWN_RULES.verification, { expiredMinutes: 5 }, 0)).toBe(300_000);
    expect(smsCountdownEndsAt(SMS_COUNTDOWN_RULES.verification, {}, 0)).toBe(60_000);
    expect(smsCountdownEndsAt(SMS_COUNTDOWN_RULES.verification, { expiredMinutes: 0 }, 0)).toBe(60_000);
    expect(smsCountdownEndsAt(SMS_COUNTDOWN_RULES.verification, { expiredMinutes: null }, 0)).toBe(60_000);
  });

  it("counts the second factor to the server's expirationTime, then falls back", () => {
    const rule = SMS_COUNTDOWN_RULES.secondFactor;
    expect(smsCountdownEndsAt(rule, { expirationTime: 90_000, expiredMinutes: 5 }, 0)).toBe(90_000);
    expect(smsCountdownEndsAt(rule, { expiredMinutes: 2 }, 0)).toBe(120_000);
    expect(smsCountdownEndsAt(rule, {}, 0)).toBe(60_000);
  });
});

describe('createSmsCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes ready → loading → countdown → ready for a login code (120 s)', async () => {
    const button = createSmsCodeButton({ purpose: 'login', send: answer({}, 300) });
    expect(button.phase).toBe('ready');
    const sent = button.send();
    expect(button.phase).toBe('loading');
    await vi.advanceTimersByTimeAsync(300);
    expect(await sent).toBe(true);
    expect(snapshot(button)).toMatchObject({ phase: 'countdown', remainingSeconds: 120, endsAt: 120_300 });
    await vi.advanceTimersByTimeAsync(119_000);
    expect(button.remainingSeconds).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(snapshot(button)).toMatchObject({ phase: 'ready', remainingSeconds: 0, endsAt: null });
  });

  it('counts a verification code for expiredMinutes × 60 s', async () => {
    const button = createSmsCodeButton({ purpose: 'verification', send: answer({ expiredMinutes: 3 }) });
    await button.send();
    expect(button.remainingSeconds).toBe(180);
  });

  it('treats an empty answer like one without a length', async () => {
    const button = createSmsCodeButton({ purpose: 'verification', send: async () => undefined });
    await button.send();
    expect(button.remainingSeconds).toBe(60);
  });

  it("counts the second factor on the server's clock", async () => {
    const clock = createServerClock({ now: () => Date.now() });
    clock.sync(1_000_000, 0, 0);
    const button = createSmsCodeButton({
      purpose: 'secondFactor',
      clock,
      send: answer({ expirationTime: 1_000_000 + 45_000 }),
    });
    await button.send();
    expect(button.remainingSeconds).toBe(45);
  });

  it('returns to ready with the error when the send fails', async () => {
    const failure = new Error('sms.send.failed');
    const onError = vi.fn();
    const button = createSmsCodeButton({
      purpose: 'register',
      send: () => Promise.reject(failure),
      onError,
    });
    expect(await button.send()).toBe(false);
    expect(button.phase).toBe('ready');
    expect(button.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    // A later success clears the error.
    const retry = createSmsCodeButton({ purpose: 'register', send: answer() });
    retry.error = 'stale';
    await retry.send();
    expect(retry.error).toBeNull();
  });

  it('keeps a non-object error as it is', async () => {
    const button = createSmsCodeButton({ purpose: 'login', send: () => Promise.reject('busy') });
    await button.send();
    expect(button.error).toBe('busy');
  });

  it('ignores presses while loading or counting down', async () => {
    const send = answer({}, 100);
    const button = createSmsCodeButton({ purpose: 'login', send });
    void button.send();
    expect(await button.send()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await button.send()).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('forgets the countdown and any send in flight on reset', async () => {
    const button = createSmsCodeButton({ purpose: 'login', send: answer({}, 100) });
    const sent = button.send();
    button.reset();
    await vi.advanceTimersByTimeAsync(100);
    expect(await sent).toBe(false);
    expect(button.phase).toBe('ready');
    const again = button.send();
    await vi.advanceTimersByTimeAsync(100);
    expect(await again).toBe(true);
    expect(button.phase).toBe('countdown');
    button.reset();
    expect(snapshot(button)).toMatchObject({ phase: 'ready', remainingSeconds: 0, endsAt: null });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(button.phase).toBe('ready');
  });

  it('ignores a failure that arrives after a reset', async () => {
    const onError = vi.fn();
    let fail: (e: Error) => void = () => undefined;
    const button = createSmsCodeButton({
      purpose: 'login',
      send: () => new Promise((_, reject) => (fail = reject)),
      onError,
    });
    const sent = button.send();
    button.reset();
    fail(new Error('late'));
    expect(await sent).toBe(false);
    expect(button.error).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('starts a countdown from an answer received elsewhere', () => {
    const button = createSmsCodeButton({ purpose: 'secondFactor', send: answer() });
    button.startCountdown({ expirationTime: 30_000 });
    expect(snapshot(button)).toMatchObject({ phase: 'countdown', remainingSeconds: 30 });
  });

  it('is ready at once when the expiration time has already passed', () => {
    const button = createSmsCodeButton({ purpose: 'secondFactor', send: answer() });
    vi.setSystemTime(50_000);
    button.startCountdown({ expirationTime: 40_000 });
    expect(button.phase).toBe('ready');
  });

  it('notifies valtio subscribers as it counts', async () => {
    const button = createSmsCodeButton({ purpose: 'login', send: answer() });
    const seen: number[] = [];
    subscribe(button, () => seen.push(button.remainingSeconds), true);
    await button.send();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen).toContain(120);
    expect(seen).toContain(118);
  });

  it('does nothing after dispose', async () => {
    const send = answer({}, 100);
    const button = createSmsCodeButton({ purpose: 'login', send });
    const sent = button.send();
    button.dispose();
    await vi.advanceTimersByTimeAsync(100);
    expect(await sent).toBe(false);
    expect(await button.send()).toBe(false);
    button.startCountdown();
    expect(button.phase).toBe('loading');
  });
});
