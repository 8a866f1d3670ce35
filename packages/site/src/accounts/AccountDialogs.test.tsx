import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountDialogs } from './AccountDialogs';
import { openChangePassword, openLogin } from './accounts.store';
import { apiError, fakeAccountsPlatform, loginValue, renderWithApp } from './accounts.test-helpers';

// The dialogs are lazy chunks: compiled once here, so the first test does not spend its wait on the transform.
beforeAll(async () => {
  await Promise.all([
    import('./login/LoginDialog'),
    import('./dialogs/LoginSteps'),
    import('./dialogs/BindChoiceStep'),
    import('./dialogs/PasswordSteps'),
  ]);
});

describe('AccountDialogs', () => {
  it('draws each dialog once however many hosts are mounted', async () => {
    const fake = fakeAccountsPlatform();
    await renderWithApp(
      fake,
      <>
        <AccountDialogs />
        <AccountDialogs />
      </>,
    );
    act(() => openLogin(fake.platform));
    expect(await screen.findAllByRole('dialog', { name: 'Log in' })).toHaveLength(1);
  });

  it('runs the second factor: verify, confirmation, then the after-login action', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform();
    fake.api.accounts.verify.mockResolvedValue(loginValue());
    const { router } = await renderWithApp(fake, <p>home</p>, '/login');
    act(() =>
      fake.store.open({
        kind: 'secondFactor',
        credentials: { username: 'twofactor04', password: 'Demo1234' },
        challenge: { methods: ['P'], expirationTime: null, maskedEmail: null, maskedMobile: null },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await user.type(within(dialog).getByLabelText(/Payee name/), 'Zhang Wei');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Verified')).toBeInTheDocument();
    expect(fake.api.accounts.verify).toHaveBeenCalledWith({
      username: 'twofactor04',
      password: 'Demo1234',
      method: 'P',
      payeeName: 'Zhang Wei',
    });
    expect(fake.session.loggedIn).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.session.loggedIn).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the second factor open on a wrong answer', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform();
    fake.api.accounts.verify.mockRejectedValue(apiError('verify.incorrect'));
    await renderWithApp(fake, <p>home</p>, '/login');
    act(() =>
      fake.store.open({
        kind: 'secondFactor',
        credentials: { username: 'twofactor03', password: 'Demo1234' },
        challenge: { methods: ['G'], expirationTime: null, maskedEmail: null, maskedMobile: null },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await user.type(within(dialog).getByLabelText(/Authenticator code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.api.accounts.verify).toHaveBeenCalled());
    expect(within(dialog).queryByText('Verified')).toBeNull();
    expect(fake.session.loggedIn).toBe(false);
  });

  it('completes a pending login only after the forced change, then goes to /index', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform();
    fake.api.accounts.login.mockResolvedValue(loginValue({ passwordExpired: true, forceChangePassword: true }));
    fake.api.accounts.changePassword.mockResolvedValue(true);
    const { router } = await renderWithApp(fake, <p>home</p>, '/login');
    act(() => openLogin(fake.platform));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(login).getByLabelText('Username'), 'expired01');
    await user.type(within(login).getByLabelText('Password'), 'Demo1234');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(change).toHaveTextContent('Your password has expired');
    expect(fake.session.loggedIn).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();

    await user.type(within(change).getByLabelText(/^Current password/), 'Demo1234');
    await user.type(within(change).getByLabelText(/^New password/), 'Fresh1234');
    await user.type(within(change).getByLabelText(/^Confirm new password/), 'Fresh1234');
    await user.click(within(change).getByRole('button', { name: 'Submit' }));
    expect(await within(change).findByText('Your password has been changed')).toBeInTheDocument();
    expect(fake.session.loggedIn).toBe(false);
    await user.click(within(change).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.session.loggedIn).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('shows the starting password of a phone registration before the change', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform();
    await renderWithApp(fake, <p>home</p>);
    act(() => fake.store.open({ kind: 'startingPassword', username: 'm1', password: 'Start#1', reason: 'default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account is ready' });
    expect(within(dialog).getByText('Start#1')).toBeInTheDocument();
    // Radix keeps pointer events off for a moment while the dialog opens (seen under load): click once it allows.
    await waitFor(() => user.click(within(dialog).getByRole('button', { name: 'Next' })));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toHaveTextContent('default password');
  });

  it('welcomes a first login and points to the security centre', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform();
    await renderWithApp(fake, <p>home</p>);
    const open = vi.spyOn(fake.platform.ui, 'openDialog');
    act(() => fake.store.open({ kind: 'firstLogin', name: 'Lucky' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Lucky!' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to Security Center' }));
    expect(open).toHaveBeenCalledWith({ kind: 'memberCentre', page: 'securityCenter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome, Lucky!' })).toBeNull());
  });

  it('lists only what a new account lacks: a player who registered by phone is not asked to add one', async () => {
    const fake = fakeAccountsPlatform();
    fake.api.member.info.mockResolvedValue({
      id: 7,
      account: 'member01',
      nickname: 'Lucky',
      isAgent: 0,
      memberLabel: null,
      mobileNo: '0912000001',
      email: null,
      hasPaymentPassword: false,
    });
    await renderWithApp(fake, <p>home</p>);
    act(() => fake.store.open({ kind: 'firstLogin', name: 'Lucky' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Lucky!' });
    const todo = await within(dialog).findByRole('list');
    expect(
      within(todo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['add an e-mail address', 'set a payment password (you need it to withdraw)']);
    expect(dialog).not.toHaveTextContent('phone');
  });

  it('says the security settings are complete when nothing is missing', async () => {
    const fake = fakeAccountsPlatform();
    fake.api.member.info.mockResolvedValue({
      id: 7,
      account: 'member01',
      nickname: 'Lucky',
      isAgent: 0,
      memberLabel: null,
      mobileNo: '0912000001',
      email: 'lucky@example.test',
      hasPaymentPassword: true,
    });
    await renderWithApp(fake, <p>home</p>);
    act(() => fake.store.open({ kind: 'firstLogin', name: 'Lucky' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Lucky!' });
    await within(dialog).findByText(/security settings are complete/);
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('asks log in or register for an unbound social identity, register only when offered', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform();
    await renderWithApp(fake, <p>home</p>);
    const details = {
      firebaseChannel: 'google' as const,
      email: 'n@example.test',
      displayName: 'New Comer',
      mobileNo: null,
      canRegister: false,
      manualRegister: false,
    };
    fake.store.keepSocial({ firebaseChannel: 'google', firebaseIdToken: 'jwt' });
    act(() => fake.store.open({ kind: 'bindChoice', details, register: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your account' });
    expect(within(dialog).getByText('Signed in with Google as New Comer')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sign up instead' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Log in to my account' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toHaveTextContent(
      'Log in to link this Google sign-in',
    );
  });

  it('opens change password from anywhere (the info bar)', async () => {
    const fake = fakeAccountsPlatform();
    await renderWithApp(fake, <p>home</p>);
    act(() => openChangePassword(fake.platform));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});
