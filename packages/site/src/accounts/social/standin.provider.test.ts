import { describe, expect, it, vi } from 'vitest';
import type { FirebaseSettings } from './social.provider';
import { isSocialSignInCancelled } from './social.provider';
import { createStandInProvider, type StandInEnvironment } from './standin.provider';

const settings: FirebaseSettings = {
  provider: 'sandbox',
  apiKey: 'k',
  authDomain: 'sandbox.test',
  projectId: 'p',
  signInUrl: 'http://sandbox.test/stand-in/firebase/signin?merchant=AURUM',
};

function environment() {
  const popup = { closed: false, close: vi.fn() } as unknown as Window & { closed: boolean };
  let listener: ((event: MessageEvent) => void) | undefined;
  let tick: (() => void) | undefined;
  const env: StandInEnvironment = {
    open: vi.fn(() => popup),
    addMessageListener: (l) => {
      listener = l;
      return () => {
        listener = undefined;
      };
    },
    setInterval: (cb) => {
      tick = cb;
      return 1;
    },
    clearInterval: vi.fn(),
  };
  const post = (data: unknown, origin = 'http://sandbox.test', source: unknown = popup) =>
    listener?.({ data, origin, source } as MessageEvent);
  return { env, popup, post, tick: () => tick?.(), listening: () => listener !== undefined };
}

describe('sandbox stand-in provider', () => {
  it("opens the stand-in's sign-in page for the channel and resolves with the token it posts", async () => {
    const e = environment();
    const signedIn = createStandInProvider(settings, e.env).signIn('sms');
    expect(e.env.open).toHaveBeenCalledWith(
      'http://sandbox.test/stand-in/firebase/signin?merchant=AURUM&channel=sms',
      'social-sign-in',
      expect.any(String),
    );
    e.post({ source: 'firebase-stand-in', channel: 'sms', idToken: 'jwt', mobileNo: '+84912345678' });
    await expect(signedIn).resolves.toEqual({ idToken: 'jwt', mobileNo: '+84912345678' });
    expect(e.popup.close).toHaveBeenCalled();
    expect(e.listening()).toBe(false);
  });

  it('believes only messages from the page origin and window', async () => {
    const e = environment();
    const signedIn = createStandInProvider(settings, e.env).signIn('google');
    e.post({ source: 'firebase-stand-in', idToken: 'forged' }, 'http://evil.test');
    e.post({ source: 'firebase-stand-in', idToken: 'forged' }, 'http://sandbox.test', {});
    e.post({ something: 'else' });
    e.post({ source: 'firebase-stand-in', channel: 'google', idToken: 'real', mobileNo: null });
    await expect(signedIn).resolves.toEqual({ idToken: 'real' });
  });

  it('rejects as cancelled when the player closes the window', async () => {
    const e = environment();
    const signedIn = createStandInProvider(settings, e.env).signIn('google');
    e.popup.closed = true;
    e.tick();
    const error = await signedIn.catch((reason: unknown) => reason);
    expect(isSocialSignInCancelled(error)).toBe(true);
  });

  it('rejects when the window is blocked or there is no sign-in page', async () => {
    const e = environment();
    (e.env.open as ReturnType<typeof vi.fn>).mockReturnValue(null);
    await expect(createStandInProvider(settings, e.env).signIn('google')).rejects.toThrow('blocked');
    await expect(createStandInProvider({ ...settings, signInUrl: null }, e.env).signIn('google')).rejects.toThrow(
      'no sign-in page',
    );
  });
});
