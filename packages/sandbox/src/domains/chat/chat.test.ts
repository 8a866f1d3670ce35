import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('chat status and permission', () => {
  it('gives chat to a logged-in player where CBS3 is on, not to visitors, trial accounts or VERDE', async () => {
    const visitor = (await sandbox.call('GET', '/wps/chat/status')).body.value;
    expect(visitor).toMatchObject({ enabled: true, hasPermission: false, liveChat: null });
    const trial = await sandbox.loginToken('trial01');
    expect((await sandbox.call('GET', '/wps/chat/permission', { token: trial })).body.value).toEqual({
      hasPermission: false,
      reason: 'TRIAL',
    });
    const verde = await sandbox.loginToken('member01', 'VERDE');
    expect(
      (await sandbox.call('GET', '/wps/chat/permission', { token: verde, merchant: 'VERDE' })).body.value.reason,
    ).toBe('DISABLED');
    const member = await sandbox.loginToken('member01');
    const status = (await sandbox.call('GET', '/wps/chat/status', { token: member })).body.value;
    expect(status).toMatchObject({ enabled: true, hasPermission: true, unReadCount: 0 });
    expect(status.liveChat).toMatchObject({ userId: expect.stringMatching(/^u\d+$/), userName: 'Lucky Star' });
  });

  it('exchanges a verify token once for a vToken that opens the embed page and a conversation', async () => {
    const member = await sandbox.loginToken('member01');
    const { liveChat } = (await sandbox.call('GET', '/wps/chat/status', { token: member })).body.value;
    const verified = await sandbox.call('POST', '/wps/chat/livechat/verify-token', {
      body: { userId: liveChat.userId, verifyToken: liveChat.verifyToken },
    });
    const { vToken, embedUrl } = verified.body.value;
    expect(embedUrl).toContain(`/stand-in/livechat/embed?vToken=${vToken}`);
    const reused = await sandbox.call('POST', '/wps/chat/livechat/verify-token', {
      body: { userId: liveChat.userId, verifyToken: liveChat.verifyToken },
    });
    expect(reused.body.errorCode).toBe('chat.token.invalid');
    const page = await sandbox.app().request(`/stand-in/livechat/embed?vToken=${vToken}`);
    expect(await page.text()).toContain('Sandbox stand-in for the live-chat provider');
    expect((await sandbox.call('GET', '/wps/chat/status', { token: member })).body.value.unReadCount).toBe(1);
    const sent = await sandbox.app().request('/stand-in/livechat/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vToken, text: 'Where is my deposit?' }),
    });
    const { messages } = (await sent.json()) as { messages: { from: string; text: string }[] };
    expect(messages.map((m) => m.from)).toEqual(['agent', 'player', 'agent']);
  });
});

describe('customer service', () => {
  it('filters entries by club label per position: matching ones, else the unlabelled', async () => {
    const visitor = (await sandbox.call('GET', '/wps/cs/list')).body.value;
    const byPosition = (list: { csPosition: string; title: string }[], position: string) =>
      list.filter((e) => e.csPosition === position).map((e) => e.title);
    expect(byPosition(visitor, 'RIGHT_BAR')).toEqual(['Live chat 24/7']);
    expect(byPosition(visitor, 'MEMBER_CENTRE')).toEqual(['Account help']);
    const gold = (await sandbox.call('GET', '/wps/cs/list', { token: await sandbox.loginToken('member01') })).body
      .value;
    expect(byPosition(gold, 'RIGHT_BAR')).toEqual(['VIP host']);
    expect(byPosition(gold, 'MEMBER_CENTRE')).toEqual(['Account help']);
    const footer = (await sandbox.call('GET', '/wps/cs/list', { query: { csPosition: 'FOOTER' } })).body.value;
    expect(footer).toHaveLength(1);
    expect(footer[0]).toMatchObject({ csType: 'COMM100', pathEncrypted: true });
    expect(footer[0].path).not.toContain('/stand-in/');
  });

  it('opens an encrypted path into its scripts', async () => {
    const [footer] = (await sandbox.call('GET', '/wps/cs/list', { query: { csPosition: 'FOOTER' } })).body.value;
    const script = (await sandbox.call('GET', '/wps/cs/script', { query: { id: footer.id } })).body.value;
    expect(script.url).toContain('/stand-in/livechat/embed?entry=comm100');
    expect(script.scripts[0]).toContain('width=440,height=750');
    const unknown = await sandbox.call('GET', '/wps/cs/script', { query: { id: 99999 } });
    expect(unknown.body.errorCode).toBe('cs.entry.unknown');
    const foreign = await sandbox.call('GET', '/wps/cs/script', { merchant: 'VERDE', query: { id: footer.id } });
    expect(foreign.body.errorCode).toBe('cs.entry.unknown');
  });
});
