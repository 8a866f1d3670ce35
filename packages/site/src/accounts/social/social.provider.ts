import type { SettingsValue, SocialChannel } from '../accounts.types';

/** What a social sign-in gives the platform: the provider's id token, and the phone number for the SMS channel. */
export interface SocialIdentity {
  idToken: string;
  mobileNo?: string;
}

/**
 * A social identity provider (NOTES.md: external providers get an interface, a real implementation and the
 * sandbox's stand-in). `signIn` asks the player to sign in on `channel` and resolves with the id token the platform
 * verifies; it rejects with `SocialSignInCancelled` when the player closes the provider's window.
 */
export interface SocialIdentityProvider {
  signIn(channel: SocialChannel): Promise<SocialIdentity>;
}

export type FirebaseSettings = SettingsValue['firebase'];

export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
}

/** The player closed the provider's window or popup: not an error to show. */
export class SocialSignInCancelled extends SocialSignInError {
  override name = 'SocialSignInCancelled';
}

export function isSocialSignInCancelled(error: unknown): error is SocialSignInCancelled {
  return (
    error instanceof SocialSignInCancelled ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'SocialSignInCancelled')
  );
}

/**
 * The provider the merchant's settings name (settings.firebase.provider). Each implementation is its own lazy chunk:
 * the Firebase SDK is loaded only when a player of a Firebase merchant presses a social button.
 */
export async function loadSocialProvider(settings: FirebaseSettings): Promise<SocialIdentityProvider> {
  if (settings.provider === 'firebase') {
    const { createFirebaseProvider } = await import('./firebase.provider');
    return createFirebaseProvider(settings);
  }
  const { createStandInProvider } = await import('./standin.provider');
  return createStandInProvider(settings);
}
