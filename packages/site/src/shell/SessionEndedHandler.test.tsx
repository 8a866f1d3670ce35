import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_KEYS } from '../app/player.scope';
import { createTestPlatform, renderWithShell } from '../testing/render';
import { SessionEndedHandler } from './SessionEndedHandler';
import { sessionEndedText } from './session.ended';

const loggedIn = { token: 'tok-1', isAgent: '0', username: 'member01', merchantCode: 'AURUM' };

describe('SessionEndedHandler', () => {
  it('shows the message of the code, clears the session but the merchant code, and reloads home after 1.5 s', async () => {
    const test = createTestPlatform({
      session: loggedIn,
      routes: { 'GET /wps/v2/wallets/balance': { fail: { errorCode: 'user.or.token.invalid', message: 'expired' } } },
    });
    const reload = vi.fn();
    const scheduled: { callback: () => void; ms: number }[] = [];
    const { platform, messages } = await renderWithShell(
      <SessionEndedHandler reload={reload} setTimeout={(callback, ms) => scheduled.push({ callback, ms })} />,
      { testPlatform: test },
    );
    platform.queryClient.setQueryData(PLAYER_KEYS.info, { nickname: 'x' });

    await expect(platform.api.wallet.balance()).rejects.toMatchObject({ name: 'SessionEndedError' });

    await waitFor(() => expect(platform.ui.toasts.getSnapshot()).toHaveLength(1));
    expect(platform.ui.toasts.getSnapshot()[0]).toMatchObject({
      title: messages['user.or.token.invalid'],
      tone: 'warning',
      persistent: true,
    });
    expect(platform.session.loggedIn).toBe(false);
    expect(test.sessionStorage.getItem('merchantCode')).toBe('AURUM');
    expect(platform.queryClient.getQueryData(PLAYER_KEYS.info)).toBeUndefined();
    expect(scheduled.map((s) => s.ms)).toEqual([1500]);
    expect(reload).not.toHaveBeenCalled();
    scheduled[0]?.callback();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('handles many failing calls as one session end', async () => {
    const test = createTestPlatform({
      session: loggedIn,
      routes: { 'GET /wps/v2/wallets/balance': { fail: { errorCode: 'token_ip_different' } } },
    });
    const scheduled: unknown[] = [];
    const { platform } = await renderWithShell(
      <SessionEndedHandler reload={vi.fn()} setTimeout={(callback) => scheduled.push(callback)} />,
      { testPlatform: test },
    );
    await Promise.allSettled([platform.api.wallet.balance(), platform.api.wallet.balance()]);
    await waitFor(() => expect(platform.ui.toasts.getSnapshot()).toHaveLength(1));
    expect(scheduled).toHaveLength(1);
  });

  it('only shows the message to a visitor without a session (nothing to reload)', async () => {
    const test = createTestPlatform({
      routes: { 'GET /wps/member/info': { fail: { errorCode: 'CUSTOMER_NOT_LOGIN' } } },
    });
    const scheduled: unknown[] = [];
    const { platform } = await renderWithShell(
      <SessionEndedHandler reload={vi.fn()} setTimeout={(callback) => scheduled.push(callback)} />,
      { testPlatform: test },
    );
    await platform.api.member.info().catch(() => undefined);
    await waitFor(() => expect(platform.ui.toasts.getSnapshot()).toHaveLength(1));
    expect(scheduled).toHaveLength(0);
  });
});

describe('sessionEndedText', () => {
  const t = ((key: string) =>
    key === 'login.not.session'
      ? 'Logged in elsewhere'
      : key === 'errors.sessionExpired'
        ? 'Please log in again'
        : key) as never;

  it("prefers the catalogue's words for the code, then the server's message, then the generic line", () => {
    expect(sessionEndedText({ code: 'login.not.session', serverMessage: 'x' }, t)).toBe('Logged in elsewhere');
    expect(sessionEndedText({ code: 'unknown.code', serverMessage: 'Server says' }, t)).toBe('Server says');
    expect(sessionEndedText({ code: null, serverMessage: null }, t)).toBe('Please log in again');
  });
});
