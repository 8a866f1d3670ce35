// @vitest-environment happy-dom
// A DOM: the language is kept in the browser's storage and on <html lang>.
import { describe, expect, it } from 'vitest';
import { memberInfoFixture } from '../testing/fixtures';
import { createTestPlatform } from '../testing/render';
import { changeLanguage } from './language.change';

function setInfoRoute(type: number) {
  return {
    'GET /wps/member/info': { value: memberInfoFixture({ type }) },
    'POST /wps/member/info/set': { value: memberInfoFixture({ type, language: 'TH' }) },
  };
}

describe('changeLanguage', () => {
  it('switches and remembers the language (hisLang) for a visitor without calling the server', async () => {
    const { platform, server } = createTestPlatform();
    localStorage.removeItem('hisLang');
    expect(await changeLanguage(platform, 'TH')).toBe('local');
    expect(platform.ui.language).toBe('TH');
    expect(localStorage.getItem('hisLang')).toBe('TH');
    expect(server.callsTo('POST /wps/member/info/set')).toHaveLength(0);
  });

  it('saves the language on the account of a logged-in player who is not an agent', async () => {
    const { platform, server } = createTestPlatform({ session: { token: 't', isAgent: '0' }, routes: setInfoRoute(0) });
    expect(await changeLanguage(platform, 'TH')).toBe('sent');
    const [call] = server.callsTo('POST /wps/member/info/set');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ language: 'TH' });
  });

  it('sends nothing for an agent (member-info type 4)', async () => {
    const { platform, server } = createTestPlatform({ session: { token: 't', isAgent: '1' }, routes: setInfoRoute(4) });
    expect(await changeLanguage(platform, 'JA')).toBe('local');
    expect(platform.ui.language).toBe('JA');
    expect(server.callsTo('POST /wps/member/info/set')).toHaveLength(0);
  });

  it('sends nothing when the member info cannot be read', async () => {
    const { platform, server } = createTestPlatform({
      session: { token: 't', isAgent: '0' },
      routes: { 'GET /wps/member/info': { fail: { errorCode: 'server.error', status: 500 } } },
    });
    expect(await changeLanguage(platform, 'VI')).toBe('local');
    expect(server.callsTo('POST /wps/member/info/set')).toHaveLength(0);
  });
});
