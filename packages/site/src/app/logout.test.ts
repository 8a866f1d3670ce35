import { describe, expect, it, vi } from 'vitest';
import { createTestPlatform } from '../testing/render';
import { logout } from './logout';
import { PLAYER_KEYS } from './player.scope';

const loggedIn = { token: 'tok-1', isAgent: '0', username: 'member01', nickname: 'Lucky', merchantCode: 'AURUM' };

function scheduler() {
  const scheduled: { callback: () => void; ms: number }[] = [];
  return { scheduled, setTimeout: (callback: () => void, ms: number) => scheduled.push({ callback, ms }) };
}

describe('logout', () => {
  it('calls logout with the token, clears the session but the merchant code, resets the client state of every feature, goes home 150 ms later', async () => {
    const { platform, server, sessionStorage } = createTestPlatform({
      session: loggedIn,
      routes: { 'POST /wps/member/logout': { value: true } },
    });
    platform.queryClient.setQueryData(PLAYER_KEYS.balance, { sumBalance: 5 });
    const featureResets = vi.spyOn(platform.features, 'onSessionEnd');
    platform.queryClient.setQueryData(['system', 'status', 'EN'], { merchantCode: 'AURUM' });
    const goHome = vi.fn();
    const { scheduled, setTimeout } = scheduler();

    await logout(platform, { goHome, setTimeout });

    const [call] = server.callsTo('POST /wps/member/logout');
    expect(call?.headers.get('Authorization')).toContain('tok-1');
    expect(platform.session.loggedIn).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('AURUM');
    expect(platform.queryClient.getQueryData(PLAYER_KEYS.balance)).toBeUndefined();
    expect(featureResets).toHaveBeenCalledWith(platform);
    // Public data stays: the next page needs no second start-up.
    expect(platform.queryClient.getQueryData(['system', 'status', 'EN'])).toBeDefined();
    expect(goHome).not.toHaveBeenCalled();
    expect(scheduled.map((s) => s.ms)).toEqual([150]);
    scheduled[0]?.callback();
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('ends the session on this device even when the call fails, without a session-ended message', async () => {
    const { platform } = createTestPlatform({
      session: loggedIn,
      routes: { 'POST /wps/member/logout': { fail: { errorCode: 'user.or.token.invalid' } } },
    });
    const { scheduled, setTimeout } = scheduler();
    await logout(platform, { goHome: vi.fn(), setTimeout });
    expect(platform.session.loggedIn).toBe(false);
    expect(platform.session.session.merchantCode).toBe('AURUM');
    expect(platform.ui.sessionEnded).toBeNull();
    expect(platform.ui.loggingOut).toBe(false);
    expect(scheduled).toHaveLength(1);
  });

  it('closes an open global dialog', async () => {
    const { platform } = createTestPlatform({
      session: loggedIn,
      routes: { 'POST /wps/member/logout': { value: true } },
    });
    platform.ui.openDialog({ kind: 'depositPrompt', error: {} as never });
    await logout(platform, { goHome: vi.fn(), setTimeout: () => undefined });
    expect(platform.ui.dialog).toBeNull();
  });
});
