import { proxy, ref } from 'valtio/vanilla';
import type { BindDetails, LoginValue, SecondFactorChallenge, SocialArguments } from './accounts.types';

/** Username and password of a login waiting for its second factor (the verify call checks them again). */
export interface PendingCredentials {
  username: string;
  password: string;
  firebaseIdToken?: string;
}

/** Why a password change is forced (player-site §4), in the words of ui-kit's ChangePasswordDialog. */
export type ForcedReason = 'default' | 'expired';

/**
 * The account dialogs. One at a time: each step of a flow replaces the previous one (the login popup gives way to
 * the second factor, which gives way to the forced change...), so focus and the page behind stay simple.
 */
export type AccountDialog =
  | { kind: 'login' }
  | { kind: 'secondFactor'; credentials: PendingCredentials; challenge: SecondFactorChallenge }
  | { kind: 'startingPassword'; username: string; password: string; reason: ForcedReason }
  | { kind: 'forcedChange'; reason: ForcedReason }
  | { kind: 'firstLogin'; name: string }
  | { kind: 'bindChoice'; details: BindDetails; register: 'auto' | 'form' | null }
  | { kind: 'forgotPassword' }
  | { kind: 'changePassword' };

export interface AccountsState {
  dialog: AccountDialog | null;
  /** The server asked for a captcha on the next login (a failure's `captcha` flag). */
  loginCaptcha: boolean;
  /** A social identity waiting to be bound by the next login or registration. */
  social: SocialArguments | null;
  /** A login waiting for its forced password change; the session keeps it as `pendingLogin` too. */
  pending: { result: LoginValue; firstTimeLogin: boolean } | null;
  /** Mounted dialog hosts, in mount order: only the first renders (see AccountDialogs). */
  hosts: number[];
}

export interface AccountsStore extends AccountsState {
  open(dialog: AccountDialog): void;
  /** Closes the dialog, if it is still the one given (a late close must not close the next step). */
  close(kind?: AccountDialog['kind']): void;
  keepSocial(social: SocialArguments | null): void;
  /** Forgets everything of a login in progress (after a login completes, or on logout). */
  reset(): void;
}

export function createAccountsStore(): AccountsStore {
  const store: AccountsStore = proxy<AccountsStore>({
    dialog: null,
    loginCaptcha: false,
    social: null,
    pending: null,
    hosts: [],
    open(dialog) {
      // Passwords and server answers stay plain objects: nothing renders from their inner fields reactively.
      store.dialog = ref(dialog);
    },
    close(kind) {
      if (!kind || store.dialog?.kind === kind) store.dialog = null;
    },
    keepSocial(social) {
      store.social = social ? ref(social) : null;
    },
    reset() {
      store.loginCaptcha = false;
      store.social = null;
      store.pending = null;
    },
  });
  return store;
}

// One store per platform (an app has one platform; tests make many): kept beside it rather than on it, so the
// shared Platform type does not grow a field per feature.
const stores = new WeakMap<object, AccountsStore>();

/** The accounts store of a platform, created on first use. */
export function accountsOf(platform: object): AccountsStore {
  let store = stores.get(platform);
  if (!store) {
    store = createAccountsStore();
    stores.set(platform, store);
  }
  return store;
}

/** Opens the change-password dialog (the info bar's entry): `openChangePassword(usePlatform())`. */
export function openChangePassword(platform: object): void {
  accountsOf(platform).open({ kind: 'changePassword' });
}

/** Opens the login popup (a visitor tried something that needs a login). */
export function openLogin(platform: object): void {
  accountsOf(platform).open({ kind: 'login' });
}
