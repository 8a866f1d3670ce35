import { formatDate } from '@platform/i18n';
import { checkAccess, roleOf } from '@platform/session';
import { ref } from 'valtio/vanilla';
import { refusalText } from '../../app/refusal';
import { ACCOUNT_TIMES } from '../accounts.constants';
import { accountQueries } from '../accounts.queries';
import type { AccountsRuntime, AccountsTimers } from '../accounts.runtime';
import type { BotCheckPass, LoginInput, LoginValue } from '../accounts.types';
import { classifyLoginFailure } from './login.failure';
import { nextPageAfterForcedChange, nextPageAfterLogin } from './login.next';
import { displayName, loginContextFor, sessionValuesFromLogin, sessionValuesFromMember } from './login.session';

/** What the login form sends: the widget's values plus the captcha key or bot-check pass the site holds. */
export interface LoginAttemptValues {
  type: LoginInput['type'];
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string | null;
  botCheck?: BotCheckPass | null;
}

export interface CompleteOptions {
  /** The password was chosen by the server (phone registration): show it before the forced change asks for it. */
  showStartingPassword?: boolean;
}

/** `ok` false with `error` is a refusal for the form to show; `handled` means another step took over (a dialog). */
export type LoginAttempt = { ok: true } | { ok: false; handled: true } | { ok: false; handled: false; error: unknown };

const realTimers: AccountsTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The login flows of player-site §4 on one runtime: log in (username, SMS), the forced change, the after-login
 * action (session keys, next page, loginInfo, member info after 500 ms, first-login welcome). Second factor, social
 * sign-in and registration reuse `completeLogin`.
 */
export function createLoginController(runtime: AccountsRuntime) {
  const { platform, store, t } = runtime;
  const { api, session, queryClient, ui } = platform;
  const timers = runtime.timers ?? realTimers;

  const redirectParam = () => {
    const value = runtime.location().search.redirect;
    return typeof value === 'string' ? value : null;
  };

  /** The welcome with the previous login (loginInfo), and member info 500 ms later into the session keys. */
  const loadPlayer = (token: string) => {
    void queryClient
      .fetchQuery(accountQueries.loginInfo(platform))
      .then((info) => {
        const description = info.lastLoginTime
          ? t('accounts.lastLogin', {
              time: formatDate(info.lastLoginTime, { language: runtime.language }),
              ip: info.lastLoginIp ?? '-',
            })
          : undefined;
        const name = session.session.nickname || info.username;
        // No previous login: a brand-new player is welcomed, not welcomed back.
        const title = info.lastLoginTime
          ? t('accounts.login.welcome', { name })
          : t('accounts.login.welcomeNew', { name });
        ui.toasts.show({ tone: 'positive', title, description });
      })
      .catch(() => {});
    timers.setTimeout(() => {
      if (session.session.token !== token) return;
      void queryClient
        .fetchQuery(accountQueries.memberInfo(platform))
        .then((info) => {
          if (session.session.token === token) session.set(sessionValuesFromMember(info));
        })
        .catch(() => {});
    }, ACCOUNT_TIMES.memberInfoDelayMs);
  };

  /** The session is written: fill the keys, leave the login steps, go on, and greet. */
  const finishLogin = (result: LoginValue, target: string, forced: boolean) => {
    session.set(sessionValuesFromLogin(result));
    store.reset();
    store.close();
    runtime.navigate(target);
    loadPlayer(result.token);
    // The first-login action leads to the member centre's Security Center; a trial account (the free demo) has no
    // member centre, so it is not offered one.
    const memberCentre = checkAccess('memberCentre', { loggedIn: true, role: roleOf(result.isAgent) }).allowed;
    if (result.firstTimeLogin && memberCentre) store.open({ kind: 'firstLogin', name: displayName(result) });
    if (result.passwordExpired && !forced) {
      // Expired without enforcement (PWDEXPFORCECHANGE3 off): the login goes on, with a nudge to change it.
      ui.toasts.show({
        tone: 'warning',
        title: t('accounts.password.mustChangeExpired'),
        persistent: true,
        action: {
          label: t('accounts.password.changeTitle'),
          altText: t('accounts.password.changeTitle'),
          onAction: () => store.open({ kind: 'changePassword' }),
        },
      });
    }
  };

  /**
   * A login answer of any kind (login, verify, social, auto-register): forced change first, else finish. A phone
   * registration logs in with the starting password the server chose; the player has never seen it and the change
   * asks for it, so it is shown first (`showStartingPassword`).
   */
  const completeLogin = async (
    result: LoginValue,
    typed: { username: string; password?: string },
    options: CompleteOptions = {},
  ) => {
    const settings = await runtime.settings().catch(() => undefined);
    const outcome = session.login(result, loginContextFor(result, typed, platform.flags.values));
    if (outcome.status === 'mustChangePassword') {
      store.pending = { result: ref(result), firstTimeLogin: outcome.firstTimeLogin };
      const reason = outcome.reason === 'expired' ? 'expired' : 'default';
      if (options.showStartingPassword && typed.password) {
        store.open({ kind: 'startingPassword', username: result.customerName, password: typed.password, reason });
      } else {
        store.open({ kind: 'forcedChange', reason });
      }
      return;
    }
    const target = nextPageAfterLogin({
      pathname: runtime.location().pathname,
      configured: settings?.login.nextPage,
      redirect: redirectParam(),
    });
    finishLogin(result, target, false);
  };

  return {
    completeLogin,

    /** Logs in with the form's values (and the social identity waiting to be bound, if any). */
    async login(values: LoginAttemptValues, options: CompleteOptions = {}): Promise<LoginAttempt> {
      const social = store.social;
      const input: LoginInput = {
        username: values.username,
        password: values.password,
        type: values.type,
        ...(values.botCheck ? { botCheck: values.botCheck } : {}),
        ...(!values.botCheck && values.captcha ? { captcha: values.captcha, captchaKey: values.captchaKey ?? '' } : {}),
        ...(social ?? {}),
      };
      try {
        const result = await api.accounts.login(input, { quiet: true });
        await completeLogin(result, { username: values.username, password: values.password }, options);
        return { ok: true };
      } catch (error) {
        const failure = classifyLoginFailure(error);
        if (failure.kind === 'secondFactor') {
          store.open({
            kind: 'secondFactor',
            credentials: {
              username: values.username,
              password: values.password,
              ...(social ? { firebaseIdToken: social.firebaseIdToken } : {}),
            },
            challenge: failure.challenge,
          });
          return { ok: false, handled: true };
        }
        if (failure.kind === 'refused' && failure.captcha) store.loginCaptcha = true;
        return { ok: false, handled: false, error };
      }
    },

    /** The forced change succeeded and the player closed its confirmation: the kept login completes (to /index). */
    completeForcedChange(): boolean {
      const pending = store.pending;
      if (!pending || !session.completePendingLogin()) return false;
      finishLogin(pending.result, nextPageAfterForcedChange(), true);
      return true;
    },

    /**
     * The free demo (player-site §2, §6): `accounts.trialLogin` hands out a fresh trial account (isAgent 4), which then
     * completes like any login (session keys, next page, greeting). A refusal (`trial.disabled`, TOO_MANY_REQUESTS)
     * comes back for the form, as a login's does.
     */
    async freeDemo(): Promise<LoginAttempt> {
      try {
        const result = await api.accounts.trialLogin({}, { quiet: true });
        await completeLogin(result, { username: result.customerName });
        return { ok: true };
      } catch (error) {
        return { ok: false, handled: false, error };
      }
    },

    /** Shows a refusal that has no form to live in (dialogs without an error slot), as a toast. */
    warn(error: unknown, tone: 'critical' | 'warning' = 'critical') {
      ui.toasts.show({ tone, title: refusalText(t, error) });
    },
  };
}

export type LoginController = ReturnType<typeof createLoginController>;
