import type { FirebaseApp } from 'firebase/app';
import type { Auth, AuthProvider, UserCredential } from 'firebase/auth';
import type { SocialChannel } from '../accounts.types';
import {
  type FirebaseSettings,
  type SocialIdentity,
  type SocialIdentityProvider,
  SocialSignInCancelled,
  SocialSignInError,
} from './social.provider';

/** Firebase's error codes for a player who closed or replaced the popup: a cancel, not a failure. */
const CANCEL_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/** The SMS channel needs a phone number and the code Firebase texts; the site asks the player for both. */
export interface PhonePrompts {
  askNumber: () => Promise<string | null>;
  askCode: () => Promise<string | null>;
  /** Where Firebase draws its invisible reCAPTCHA. @default a hidden element appended to the body */
  recaptchaContainer?: () => HTMLElement;
}

const windowPrompts: PhonePrompts = {
  askNumber: async () => window.prompt('+', '') ?? null,
  askCode: async () => window.prompt('SMS', '') ?? null,
};

type AuthModule = typeof import('firebase/auth');

function providerFor(auth: AuthModule, channel: Exclude<SocialChannel, 'sms'>): AuthProvider {
  switch (channel) {
    case 'google':
      return new auth.GoogleAuthProvider();
    case 'facebook':
      return new auth.FacebookAuthProvider();
    case 'twitter':
      return new auth.TwitterAuthProvider();
    case 'line':
      return new auth.OAuthProvider('oidc.line');
  }
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Firebase Authentication (the real provider, configured per merchant from settings.firebase). `firebase/app` and
 * `firebase/auth` are imported on the first sign-in only, so no page carries the SDK until a player asks for it.
 * Google, Facebook, X and LINE (OIDC) sign in through Firebase's popup; SMS through a phone number, reCAPTCHA and
 * the texted code.
 */
export function createFirebaseProvider(
  settings: FirebaseSettings,
  prompts: PhonePrompts = windowPrompts,
): SocialIdentityProvider {
  let ready: Promise<{ auth: Auth; sdk: AuthModule }> | undefined;
  const load = () => {
    ready ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([app, sdk]) => {
      const name = `platform-${settings.projectId}`;
      const existing: FirebaseApp | undefined = app.getApps().find((candidate) => candidate.name === name);
      const firebaseApp =
        existing ??
        app.initializeApp(
          { apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId },
          name,
        );
      return { auth: sdk.getAuth(firebaseApp), sdk };
    });
    return ready;
  };

  const byPhone = async (auth: Auth, sdk: AuthModule): Promise<UserCredential> => {
    const number = (await prompts.askNumber())?.trim();
    if (!number) throw new SocialSignInCancelled('no phone number given');
    const container = prompts.recaptchaContainer?.() ?? document.body.appendChild(document.createElement('div'));
    const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
    try {
      const confirmation = await sdk.signInWithPhoneNumber(auth, number, verifier);
      const code = (await prompts.askCode())?.trim();
      if (!code) throw new SocialSignInCancelled('no code given');
      return await confirmation.confirm(code);
    } finally {
      verifier.clear();
    }
  };

  return {
    async signIn(channel: SocialChannel): Promise<SocialIdentity> {
      const { auth, sdk } = await load();
      let credential: UserCredential;
      try {
        credential =
          channel === 'sms' ? await byPhone(auth, sdk) : await sdk.signInWithPopup(auth, providerFor(sdk, channel));
      } catch (error) {
        if (error instanceof SocialSignInError) throw error;
        const code = codeOf(error);
        if (typeof code === 'string' && CANCEL_CODES.has(code)) throw new SocialSignInCancelled(code);
        throw new SocialSignInError(typeof code === 'string' ? code : 'sign-in failed', { cause: error });
      }
      const idToken = await credential.user.getIdToken();
      const mobileNo = credential.user.phoneNumber;
      return mobileNo ? { idToken, mobileNo } : { idToken };
    },
  };
}
