import type {
  ApiError,
  CaptchaAnswer,
  ClientMessage,
  MaintenanceInfo,
  PasswordChallenge,
  SessionEndedError,
} from '@platform/api-client';
import { type Language, rememberLanguage } from '@platform/i18n';
import { createToastStore, type ToastStore } from '@platform/ui-kit';
import { proxy, ref } from 'valtio/vanilla';
import type { GlobalDialog } from './feature';

export interface UiState {
  language: Language;
  dialog: GlobalDialog | null;
  /** Set when the merchant is in maintenance or the region is refused: the shell shows the maintenance page. */
  maintenance: (MaintenanceInfo & { error: ApiError }) | null;
  /** Set once when a session-ending error arrives; the shell shows the message, clears the session and goes home. */
  sessionEnded: SessionEndedError | null;
  /** The player asked to log out: a session end reported meanwhile (the logout call itself) is expected, not shown. */
  loggingOut: boolean;
  /** Messages for the player (the api-client's `onMessage`), rendered by the shell's toast stack. */
  messages: ClientMessage[];
  /** The player hid balances in the info bar; kept while the tab lives, so moving between pages keeps it. */
  balanceHidden: boolean;
  /**
   * The server asked for a captcha with a password the player gave (the api-client's `onPasswordChallenge`): the
   * shell shows it over whatever is open (the centre dialogs included) until `answerPasswordChallenge`.
   */
  passwordChallenge: (PasswordChallenge & { id: number }) | null;
}

export interface UiStore extends UiState {
  toasts: ToastStore;
  /** Switches the site's language; the player's own choice is remembered as `hisLang` unless `remember` is false. */
  setLanguage(language: Language, options?: { remember?: boolean }): void;
  notify(message: ClientMessage): void;
  takeMessages(): ClientMessage[];
  openDialog(dialog: GlobalDialog): void;
  /** Closes the open dialog; with `dialog`, only if that one is still open (a late close must not close the next). */
  closeDialog(dialog?: GlobalDialog): void;
  showMaintenance(info: MaintenanceInfo & { error: ApiError }): void;
  clearMaintenance(): void;
  endSession(error: SessionEndedError): void;
  setLoggingOut(loggingOut: boolean): void;
  setBalanceHidden(hidden: boolean): void;
  /** Shows the challenge and resolves with the player's answer, or null when they cancel (or the call is dropped). */
  askPasswordChallenge(challenge: PasswordChallenge): Promise<CaptchaAnswer | null>;
  answerPasswordChallenge(answer: CaptchaAnswer | null): void;
}

export function createUiStore(language: Language): UiStore {
  // The pending challenge's resolver, outside the proxy (React never needs it).
  let pending: ((answer: CaptchaAnswer | null) => void) | null = null;
  let challenges = 0;
  const store: UiStore = proxy<UiStore>({
    language,
    dialog: null,
    maintenance: null,
    sessionEnded: null,
    loggingOut: false,
    messages: [],
    balanceHidden: false,
    passwordChallenge: null,
    // A plain object outside valtio's tracking: React reads it through useSyncExternalStore in ToastProvider.
    toasts: ref(createToastStore()),
    setLanguage(next, { remember = true } = {}) {
      store.language = next;
      if (remember) rememberLanguage(next);
    },
    notify(message) {
      store.messages.push(ref(message));
    },
    takeMessages() {
      return store.messages.splice(0, store.messages.length);
    },
    openDialog(dialog) {
      store.dialog = ref(dialog);
    },
    closeDialog(dialog) {
      if (!dialog || store.dialog === dialog) store.dialog = null;
    },
    showMaintenance(info) {
      store.maintenance = ref(info);
    },
    clearMaintenance() {
      store.maintenance = null;
    },
    endSession(error) {
      if (store.loggingOut) return;
      store.sessionEnded ??= ref(error);
    },
    setLoggingOut(loggingOut) {
      store.loggingOut = loggingOut;
    },
    setBalanceHidden(hidden) {
      store.balanceHidden = hidden;
    },
    askPasswordChallenge({ signal, ...challenge }) {
      // One at a time: a new ask (another call) answers the one before with a cancel.
      store.answerPasswordChallenge(null);
      return new Promise((resolve) => {
        const id = ++challenges;
        pending = resolve;
        store.passwordChallenge = { ...challenge, id };
        signal?.addEventListener(
          'abort',
          () => {
            if (store.passwordChallenge?.id === id) store.answerPasswordChallenge(null);
          },
          { once: true },
        );
      });
    },
    answerPasswordChallenge(answer) {
      const resolve = pending;
      pending = null;
      store.passwordChallenge = null;
      resolve?.(answer);
    },
  });
  return store;
}
