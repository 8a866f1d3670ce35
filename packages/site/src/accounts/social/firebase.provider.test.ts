// @vitest-environment happy-dom
// A DOM: the phone sign-in draws its invisible reCAPTCHA into a node of the document.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseProvider } from './firebase.provider';
import { type FirebaseSettings, isSocialSignInCancelled } from './social.provider';

// Firebase cannot reach Google here: both SDK modules are replaced, and the test checks how the provider drives them.
const sdk = vi.hoisted(() => {
  const user = (phoneNumber: string | null) => ({ getIdToken: vi.fn(async () => 'firebase-jwt'), phoneNumber });
  class Provider {
    constructor(readonly id = 'provider') {}
  }
  return {
    apps: [] as { name: string }[],
    initializeApp: vi.fn((config: unknown, name: string) => {
      const app = { name, config };
      sdk.apps.push(app);
      return app;
    }),
    getAuth: vi.fn((app: unknown) => ({ app })),
    signInWithPopup: vi.fn(async (_auth: unknown, _provider: unknown) => ({ user: user(null) })),
    signInWithPhoneNumber: vi.fn(async () => ({ confirm: vi.fn(async () => ({ user: user('+8613800000001') })) })),
    verifierClear: vi.fn(),
    user,
    GoogleAuthProvider: class extends Provider {},
    FacebookAuthProvider: class extends Provider {},
    TwitterAuthProvider: class extends Provider {},
    OAuthProvider: Provider,
  };
});

vi.mock('firebase/app', () => ({ getApps: () => sdk.apps, initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', () => ({
  getAuth: sdk.getAuth,
  signInWithPopup: sdk.signInWithPopup,
  signInWithPhoneNumber: sdk.signInWithPhoneNumber,
  GoogleAuthProvider: sdk.GoogleAuthProvider,
  FacebookAuthProvider: sdk.FacebookAuthProvider,
  TwitterAuthProvider: sdk.TwitterAuthProvider,
  OAuthProvider: sdk.OAuthProvider,
  RecaptchaVerifier: class {
    clear = sdk.verifierClear;
  },
}));

const settings: FirebaseSettings = {
  provider: 'firebase',
  apiKey: 'api-key',
  authDomain: 'aurum.firebaseapp.com',
  projectId: 'aurum',
  signInUrl: null,
};

beforeEach(() => {
  sdk.apps.length = 0;
  vi.clearAllMocks();
});

describe('Firebase provider', () => {
  it("initialises the merchant's Firebase app once, on the first sign-in", async () => {
    const provider = createFirebaseProvider(settings);
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    await provider.signIn('google');
    await provider.signIn('google');
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(sdk.initializeApp).toHaveBeenCalledWith(
      { apiKey: 'api-key', authDomain: 'aurum.firebaseapp.com', projectId: 'aurum' },
      'platform-aurum',
    );
  });

  it('reuses an app initialised by an earlier provider', async () => {
    await createFirebaseProvider(settings).signIn('google');
    await createFirebaseProvider(settings).signIn('google');
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
  });

  it('signs in with the popup of each channel and returns the id token', async () => {
    const provider = createFirebaseProvider(settings);
    await expect(provider.signIn('google')).resolves.toEqual({ idToken: 'firebase-jwt' });
    expect(sdk.signInWithPopup.mock.calls[0]?.[1]).toBeInstanceOf(sdk.GoogleAuthProvider);
    await provider.signIn('facebook');
    expect(sdk.signInWithPopup.mock.calls[1]?.[1]).toBeInstanceOf(sdk.FacebookAuthProvider);
    await provider.signIn('twitter');
    expect(sdk.signInWithPopup.mock.calls[2]?.[1]).toBeInstanceOf(sdk.TwitterAuthProvider);
    await provider.signIn('line');
    expect(sdk.signInWithPopup.mock.calls[3]?.[1]).toEqual(expect.objectContaining({ id: 'oidc.line' }));
  });

  it('signs in by phone with the number and code the player gives', async () => {
    const prompts = { askNumber: vi.fn(async () => '+8613800000001'), askCode: vi.fn(async () => '123456') };
    const identity = await createFirebaseProvider(settings, prompts).signIn('sms');
    expect(sdk.signInWithPhoneNumber).toHaveBeenCalledWith(expect.anything(), '+8613800000001', expect.anything());
    expect(identity).toEqual({ idToken: 'firebase-jwt', mobileNo: '+8613800000001' });
    expect(sdk.verifierClear).toHaveBeenCalled();
  });

  it('treats a closed popup or a missing phone number as a cancel', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce({ code: 'auth/popup-closed-by-user' });
    const closed = await createFirebaseProvider(settings)
      .signIn('google')
      .catch((e: unknown) => e);
    expect(isSocialSignInCancelled(closed)).toBe(true);
    const prompts = { askNumber: vi.fn(async () => null), askCode: vi.fn(async () => null) };
    const noNumber = await createFirebaseProvider(settings, prompts)
      .signIn('sms')
      .catch((e: unknown) => e);
    expect(isSocialSignInCancelled(noNumber)).toBe(true);
  });

  it('reports other Firebase failures with their code', async () => {
    sdk.signInWithPopup.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    await expect(createFirebaseProvider(settings).signIn('google')).rejects.toThrow('auth/network-request-failed');
  });
});
