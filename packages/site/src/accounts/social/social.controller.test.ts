import type { Messages } from '@platform/i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, englishMessages, fakeAccountsPlatform, fakeRuntime, loginValue } from '../accounts.test-helpers';
import { createLoginController } from '../login/login.controller';
import { createSocialController } from './social.controller';
import { type SocialIdentityProvider, SocialSignInCancelled } from './social.provider';

let messages: Messages;
beforeAll(async () => {
  messages = await englishMessages();
});

function setup(
  flags: { FIREBASECREATEACC3?: boolean; SSOMANUALREG3?: boolean } = {},
  where: Parameters<typeof fakeRuntime>[2] = {},
  signIn: SocialIdentityProvider['signIn'] = async () => ({ idToken: 'jwt-1' }),
) {
  const fake = fakeAccountsPlatform({ flags });
  const provider = { signIn: vi.fn(signIn) };
  const runtime = { ...fakeRuntime(fake, messages, where), socialProvider: vi.fn(async () => provider) };
  const social = createSocialController(runtime, createLoginController(runtime));
  return { ...fake, runtime, provider, social };
}

const unbound = (value: Record<string, unknown> = {}) =>
  apiError('bind_customer_required', {
    firebaseChannel: 'google',
    displayName: 'New Comer',
    canRegister: true,
    ...value,
  });

describe('social sign-in', () => {
  it('logs in with the id token of the merchant provider', async () => {
    const s = setup();
    s.api.accounts.socialLogin.mockResolvedValue(loginValue());
    await s.social.signIn('google');
    expect(s.runtime.socialProvider).toHaveBeenCalledWith(expect.objectContaining({ provider: 'sandbox' }));
    expect(s.api.accounts.socialLogin).toHaveBeenCalledWith({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: 'jwt-1',
    });
    expect(s.session.loggedIn).toBe(true);
  });

  it('sends the phone number of the SMS channel', async () => {
    const s = setup({}, {}, async () => ({ idToken: 'jwt-2', mobileNo: '+84912345678' }));
    s.api.accounts.socialLogin.mockResolvedValue(loginValue());
    await s.social.signIn('sms');
    expect(s.api.accounts.socialLogin.mock.calls[0]?.[0]).toMatchObject({ firebaseMobileNo: '+84912345678' });
  });

  it('says nothing when the player closes the provider window', async () => {
    const s = setup({}, {}, async () => {
      throw new SocialSignInCancelled('closed');
    });
    const shown = vi.spyOn(s.platform.ui.toasts, 'show');
    await s.social.signIn('google');
    expect(shown).not.toHaveBeenCalled();
    expect(s.api.accounts.socialLogin).not.toHaveBeenCalled();
  });

  it('says the sign-in failed when the provider fails', async () => {
    const s = setup({}, {}, async () => {
      throw new Error('popup blocked');
    });
    const shown = vi.spyOn(s.platform.ui.toasts, 'show');
    await s.social.signIn('google');
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: messages['accounts.social.failed'] }));
  });
});

describe('bind_customer_required', () => {
  it('offers login only without FIREBASECREATEACC3 and SSOMANUALREG3', async () => {
    const s = setup({});
    s.api.accounts.socialLogin.mockRejectedValue(unbound({ canRegister: false }));
    await s.social.signIn('google');
    expect(s.store.dialog).toMatchObject({ kind: 'bindChoice', register: null });
    expect(s.store.social).toEqual({ firebaseChannel: 'google', firebaseIdToken: 'jwt-1' });
  });

  it('offers auto-registration under FIREBASECREATEACC3 and the form under SSOMANUALREG3', async () => {
    const auto = setup({ FIREBASECREATEACC3: true });
    auto.api.accounts.socialLogin.mockRejectedValue(unbound());
    await auto.social.signIn('google');
    expect(auto.store.dialog).toMatchObject({ kind: 'bindChoice', register: 'auto' });

    const form = setup({ SSOMANUALREG3: true });
    form.api.accounts.socialLogin.mockRejectedValue(unbound({ manualRegister: true }));
    await form.social.signIn('google');
    expect(form.store.dialog).toMatchObject({ kind: 'bindChoice', register: 'form' });
  });

  it('logging in to an existing account opens the login popup, or stays on /login', async () => {
    const elsewhere = setup({}, { pathname: '/' });
    elsewhere.api.accounts.socialLogin.mockRejectedValue(unbound());
    await elsewhere.social.signIn('google');
    await elsewhere.social.choose('login');
    expect(elsewhere.store.dialog).toEqual({ kind: 'login' });

    const onLogin = setup({}, { pathname: '/login' });
    onLogin.api.accounts.socialLogin.mockRejectedValue(unbound());
    await onLogin.social.signIn('google');
    await onLogin.social.choose('login');
    expect(onLogin.store.dialog).toBeNull();
    expect(onLogin.store.social).not.toBeNull();
  });

  it('SSOMANUALREG3 opens the register form keeping the identity', async () => {
    const s = setup({ SSOMANUALREG3: true });
    s.api.accounts.socialLogin.mockRejectedValue(unbound());
    await s.social.signIn('line');
    await s.social.choose('form');
    expect(s.runtime.navigated).toEqual(['/register']);
    expect(s.api.accounts.autoRegister).not.toHaveBeenCalled();
    expect(s.store.social?.firebaseChannel).toBe('line');
  });

  it('FIREBASECREATEACC3 auto-registers with the stored link codes and logs in', async () => {
    const s = setup(
      { FIREBASECREATEACC3: true },
      { href: 'https://www.aurum.example/', hostname: 'www.aurum.example' },
    );
    s.runtime.attribution?.session?.setItem('affiliateCode', 'AU8001');
    s.api.accounts.socialLogin.mockRejectedValue(unbound());
    s.api.accounts.autoRegister.mockResolvedValue({ ...loginValue({ firstTimeLogin: true }), username: 'g1abc' });
    await s.social.signIn('google');
    await s.social.choose('auto');
    expect(s.api.accounts.autoRegister).toHaveBeenCalledWith({
      registerUrl: 'https://www.aurum.example/',
      registerMethod: 'WEB',
      domain: 'www.aurum.example',
      affiliateCode: 'AU8001',
      firebaseChannel: 'google',
      firebaseIdToken: 'jwt-1',
      login: true,
    });
    expect(s.session.loggedIn).toBe(true);
    expect(s.runtime.attribution?.session?.getItem('affiliateCode')).toBeNull();
    expect(s.store.dialog).toMatchObject({ kind: 'firstLogin' });
  });

  it('dismissing forgets the identity', async () => {
    const s = setup();
    s.api.accounts.socialLogin.mockRejectedValue(unbound());
    await s.social.signIn('google');
    s.social.dismiss();
    expect(s.store.social).toBeNull();
    expect(s.store.dialog).toBeNull();
  });
});
