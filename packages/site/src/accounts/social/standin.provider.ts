import type { SocialChannel } from '../accounts.types';
import {
  type FirebaseSettings,
  type SocialIdentity,
  type SocialIdentityProvider,
  SocialSignInCancelled,
  SocialSignInError,
} from './social.provider';

/** How often the provider checks whether the player closed the stand-in's window. */
const CLOSED_POLL_MS = 400;
const POPUP_FEATURES = 'popup=yes,width=520,height=640';

/** What the stand-in's sign-in page posts to its opener (packages/sandbox, stand-ins/firebase.routes.ts). */
interface StandInMessage {
  source: 'firebase-stand-in';
  channel: string;
  idToken: string;
  mobileNo: string | null;
}

function isStandInMessage(data: unknown): data is StandInMessage {
  const m = data as Partial<StandInMessage> | null;
  return typeof m === 'object' && m !== null && m.source === 'firebase-stand-in' && typeof m.idToken === 'string';
}

export interface StandInEnvironment {
  open: (url: string, target: string, features: string) => Window | null;
  addMessageListener: (listener: (event: MessageEvent) => void) => () => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browser = (): StandInEnvironment => ({
  open: (url, target, features) => window.open(url, target, features),
  addMessageListener: (listener) => {
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  },
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
});

/**
 * The sandbox's stand-in for Firebase Authentication: its sign-in page (settings.firebase.signInUrl) opens in a
 * popup, the player picks a test identity, and the page posts the id token back. Only messages from the page's own
 * origin and window are believed.
 */
export function createStandInProvider(
  settings: FirebaseSettings,
  environment: StandInEnvironment = browser(),
): SocialIdentityProvider {
  return {
    signIn(channel: SocialChannel) {
      if (!settings.signInUrl) return Promise.reject(new SocialSignInError('the stand-in has no sign-in page'));
      const url = new URL(settings.signInUrl, globalThis.location?.href);
      url.searchParams.set('channel', channel);
      const popup = environment.open(url.toString(), 'social-sign-in', POPUP_FEATURES);
      if (!popup) return Promise.reject(new SocialSignInError('the sign-in window was blocked'));
      return new Promise<SocialIdentity>((resolve, reject) => {
        const stop = () => {
          removeListener();
          environment.clearInterval(poll);
        };
        const removeListener = environment.addMessageListener((event) => {
          if (event.origin !== url.origin || event.source !== popup || !isStandInMessage(event.data)) return;
          stop();
          popup.close();
          const { idToken, mobileNo } = event.data;
          resolve(mobileNo ? { idToken, mobileNo } : { idToken });
        });
        const poll = environment.setInterval(() => {
          if (!popup.closed) return;
          stop();
          reject(new SocialSignInCancelled('the sign-in window was closed'));
        }, CLOSED_POLL_MS);
      });
    },
  };
}
