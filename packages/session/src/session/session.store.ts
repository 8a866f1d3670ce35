import { proxy, ref } from 'valtio/vanilla';
import { type RoleRules, roleOf, UNKNOWN_ROLE, VISITOR_ROLE } from '../roles/roles.table';
import { defaultStorage, type KeyValueStorage } from '../storage/storage';
import {
  decode,
  encode,
  KEPT_ON_LOGOUT,
  LOCAL_STORAGE_KEYS,
  type LocalValues,
  SESSION_STORAGE_KEYS,
  type SessionValues,
  type StorageKey,
} from './session.keys';
import { forcedChangeReason, type LoginContext, type LoginOutcome, type LoginResult } from './session.login';

export interface SessionStoreOptions {
  /** @default window.sessionStorage when reachable, else memory */
  sessionStorage?: KeyValueStorage;
  /** @default window.localStorage when reachable, else memory */
  localStorage?: KeyValueStorage;
}

export interface PendingLogin {
  result: LoginResult;
  username: string;
  reason: 'defaultPassword' | 'expired';
}

export interface SessionState {
  /** The session storage values (player-site §3). */
  session: SessionValues;
  /** The local storage values (player-site §3). */
  local: LocalValues;
  /** A login waiting for its forced password change (player-site §4); not logged in meanwhile. */
  pendingLogin: PendingLogin | null;
  /** Logged in is decided by a stored token (player-site §4). */
  readonly loggedIn: boolean;
  /** The rules of the session's isAgent value. */
  readonly role: RoleRules;
  /** The token to send as Authorization: the session's, or the pending login's during the forced change. */
  readonly authToken: string | undefined;
}

export interface SessionActions {
  /** Writes values to the store and session storage; `undefined` removes a key. */
  set(values: Partial<SessionValues>): void;
  /** Writes values to the store and local storage; `undefined` removes a key. */
  setLocal(values: Partial<LocalValues>): void;
  /**
   * Handles a successful login call: either the session is written (token, username), or, when a forced password change
   * is due, the result is kept as `pendingLogin` and nothing is written.
   */
  login(result: LoginResult, context: LoginContext): LoginOutcome;
  /** The forced change succeeded: the kept login completes. Returns false when none was pending. */
  completePendingLogin(): boolean;
  cancelPendingLogin(): void;
  /** Clears the session except the merchant code (player-site §4); local storage is left alone. */
  logout(): void;
  /** Reads both storages again (another tab changed local storage, or the page was restored). */
  reload(): void;
}

export type SessionStore = SessionState & SessionActions;

// Objects kept in storage (merchant, templates...) are server data, not state to track deeply.
const untracked = (value: unknown) => (typeof value === 'object' && value !== null ? ref(value) : value);

function readAll<T>(storage: KeyValueStorage, keys: readonly StorageKey[]): T {
  const values: Record<string, unknown> = {};
  for (const { field, key, codec } of keys) {
    const value = decode(codec, storage.getItem(key));
    if (value !== undefined) values[field] = untracked(value);
  }
  return values as T;
}

function write(
  storage: KeyValueStorage,
  keys: readonly StorageKey[],
  target: Record<string, unknown>,
  values: Record<string, unknown>,
): void {
  for (const { field, key, codec } of keys) {
    if (!Object.hasOwn(values, field)) continue;
    const value = values[field];
    if (value === undefined || value === null) {
      storage.removeItem(key);
      delete target[field];
    } else {
      storage.setItem(key, encode(codec, value));
      target[field] = untracked(value);
    }
  }
}

/**
 * The session (player-site §3 storage keys, §4 login and logout): a valtio proxy mirrored to session and local
 * storage. Read it in React with `useSnapshot(session)`.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const sessionStorage = options.sessionStorage ?? defaultStorage('session');
  const localStorage = options.localStorage ?? defaultStorage('local');

  const store: SessionStore = proxy<SessionStore>({
    session: readAll<SessionValues>(sessionStorage, SESSION_STORAGE_KEYS),
    local: readAll<LocalValues>(localStorage, LOCAL_STORAGE_KEYS),
    pendingLogin: null,
    get loggedIn() {
      return Boolean(this.session.token);
    },
    get role() {
      if (!this.session.token) return VISITOR_ROLE;
      // Logged in before loginInfo stored isAgent: an account, but nothing optional yet.
      return this.session.isAgent === undefined ? UNKNOWN_ROLE : roleOf(this.session.isAgent);
    },
    get authToken() {
      return this.session.token || this.pendingLogin?.result.token || undefined;
    },

    set(values) {
      write(sessionStorage, SESSION_STORAGE_KEYS, store.session as Record<string, unknown>, values);
    },
    setLocal(values) {
      write(localStorage, LOCAL_STORAGE_KEYS, store.local as Record<string, unknown>, values);
    },

    login(result, context) {
      const firstTimeLogin = Boolean(result.firstTimeLogin);
      const reason = forcedChangeReason(result, context);
      if (reason) {
        store.pendingLogin = { result: ref({ ...result }), username: context.username, reason };
        return { status: 'mustChangePassword', reason, firstTimeLogin };
      }
      store.pendingLogin = null;
      store.set({ token: result.token, username: result.customerName || context.username.trim() });
      return { status: 'loggedIn', firstTimeLogin };
    },
    completePendingLogin() {
      const pending = store.pendingLogin;
      if (!pending) return false;
      store.pendingLogin = null;
      store.set({ token: pending.result.token, username: pending.result.customerName || pending.username.trim() });
      return true;
    },
    cancelPendingLogin() {
      store.pendingLogin = null;
    },

    logout() {
      const cleared: Partial<Record<string, undefined>> = {};
      for (const { field } of SESSION_STORAGE_KEYS) if (!KEPT_ON_LOGOUT.has(field)) cleared[field] = undefined;
      store.set(cleared as Partial<SessionValues>);
      store.pendingLogin = null;
    },
    reload() {
      store.session = readAll<SessionValues>(sessionStorage, SESSION_STORAGE_KEYS);
      store.local = readAll<LocalValues>(localStorage, LOCAL_STORAGE_KEYS);
    },
  });
  return store;
}
