import { ACCOUNT_ROUTES } from '../accounts.constants';
import type { AccountsRuntime } from '../accounts.runtime';
import type { SocialArguments, SocialChannel } from '../accounts.types';
import type { LoginController } from '../login/login.controller';
import { classifyLoginFailure } from '../login/login.failure';
import { browserAttributionStores, forgetAttribution, storedAttribution } from '../register/register.attribution';
import { autoRegisterPayload, type SocialRegisterMode, socialRegisterMode } from './social.bind';
import { isSocialSignInCancelled, loadSocialProvider, type SocialIdentityProvider } from './social.provider';

/**
 * Social sign-in (player-site §2, §4): the merchant's provider (Firebase, or the sandbox's stand-in) gives an id
 * token, the platform logs in with it; an identity not bound yet asks whether to log in to an existing account
 * (the next login binds it) or to register (the form under SSOMANUALREG3, else autoRegister under FIREBASECREATEACC3).
 */
export function createSocialController(runtime: AccountsRuntime, login: LoginController) {
  const { platform, store, t } = runtime;
  const stores = () => runtime.attribution ?? browserAttributionStores();
  let provider: Promise<SocialIdentityProvider> | undefined;

  const providerFor = async () => {
    const settings = await runtime.settings();
    provider ??= (runtime.socialProvider ?? loadSocialProvider)(settings.firebase);
    return provider.catch((error: unknown) => {
      provider = undefined;
      throw error;
    });
  };

  return {
    async signIn(channel: SocialChannel): Promise<void> {
      let social: SocialArguments;
      try {
        const identity = await (await providerFor()).signIn(channel);
        social = {
          firebaseChannel: channel,
          firebaseIdToken: identity.idToken,
          ...(identity.mobileNo ? { firebaseMobileNo: identity.mobileNo } : {}),
        };
      } catch (error) {
        if (!isSocialSignInCancelled(error))
          platform.ui.toasts.show({ tone: 'critical', title: t('accounts.social.failed') });
        return;
      }
      try {
        const result = await platform.api.accounts.socialLogin({ type: 'firebase', ...social }, { quiet: true });
        await login.completeLogin(result, { username: result.customerName });
      } catch (error) {
        const failure = classifyLoginFailure(error, channel);
        if (failure.kind !== 'bindRequired') return login.warn(error);
        store.keepSocial(social);
        const register = socialRegisterMode(platform.flags.values, failure.details);
        store.open({ kind: 'bindChoice', details: failure.details, register });
      }
    },

    /** The answer to "log in or register" for the identity kept from bind_customer_required. */
    async choose(choice: 'login' | SocialRegisterMode): Promise<void> {
      const { pathname } = runtime.location();
      if (choice === 'login') {
        // The login form on /login binds it; elsewhere the login popup does.
        if (pathname === ACCOUNT_ROUTES.login) store.close();
        else store.open({ kind: 'login' });
        return;
      }
      if (choice === 'form') {
        store.close();
        runtime.navigate(ACCOUNT_ROUTES.register);
        return;
      }
      const social = store.social;
      if (!social) return store.close();
      const where = runtime.location();
      const payload = autoRegisterPayload({
        social,
        attribution: storedAttribution(stores()),
        location: { href: where.href, hostname: where.hostname },
      });
      try {
        const result = await platform.api.accounts.autoRegister(payload, { quiet: true });
        forgetAttribution(stores());
        await login.completeLogin(result, { username: result.username });
      } catch (error) {
        login.warn(error);
        throw error;
      }
    },

    /** The player dismissed the choice: the identity is forgotten. */
    dismiss() {
      store.keepSocial(null);
      store.close('bindChoice');
    },
  };
}

export type SocialController = ReturnType<typeof createSocialController>;
