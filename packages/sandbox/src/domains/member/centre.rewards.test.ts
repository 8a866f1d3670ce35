import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';
import { centresTimes } from '../shared/centres.constants';
import { periodOf } from '../shared/periods';
import { createReferralLink, recordReferralRegistration } from '../shared/referrals';
import { memberCentreRules } from './centre.constants';

let sandbox: TestSandbox;
let member: string;
let now: number;
const get = (path: string, query: Record<string, string | number> = {}, token = member) =>
  sandbox.call('GET', path, { token, query });
const post = (path: string, body: unknown = {}, token = member) => sandbox.call('POST', path, { token, body });
const sql = <T extends object>(text: string, params: unknown[] = []) => sandbox.runtime.db.query<T>(text, params);
const balance = async (username: string) =>
  (
    await sql<{ balance: number }>(
      `SELECT w.balance FROM wallets w JOIN customers c ON c.id = w.customer_id
       WHERE c.username = $1 AND c.merchant_code = 'AURUM' AND w.is_main`,
      [username],
    )
  )[0]!.balance;

beforeAll(async () => {
  sandbox = await createTestSandbox({ frozenAtSeed: true });
  now = sandbox.startedAt;
  member = await sandbox.tokenFor('member01');
}, 120_000);
afterAll(() => sandbox.close());

describe('reward centre', () => {
  it('turns done newbie tasks and yesterday-and-earlier losses into items, once', async () => {
    const first = await get('/wps/member-centre/rewards', { size: 100 });
    const memberId = (await sandbox.customer('member01')).id;
    const newbie = first.body.value.list.filter((i: { source: string }) => i.source === 'NEWBIE');
    // member01 has a mobile, a payment password and bets; approved deposits depend on the player half's seed.
    expect(newbie.length).toBeGreaterThanOrEqual(3);
    const today = periodOf('DAY', now).start;
    const losses = await sql<{ day: number; loss: number }>(
      `SELECT (floor((created_at + $4) / $5) * $5 - $4)::bigint AS day, sum(amount - win) AS loss FROM bets
       WHERE customer_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY 1`,
      [memberId, today - 7 * centresTimes.day, today, centresTimes.businessDayOffsetMs, centresTimes.day],
    );
    const expected = losses.filter((l) => l.loss >= memberCentreRules.rescue.minLoss);
    const rescue = first.body.value.list.filter((i: { source: string }) => i.source === 'RESCUE');
    expect(rescue.length).toBe(expected.length);
    for (const item of rescue) {
      const day = expected.find((l) => l.day + centresTimes.day === item.createdAt)!;
      expect(item.amount).toBeCloseTo(Math.min(888, Math.round(day.loss * 5) / 100), 2);
    }
    const second = await get('/wps/member-centre/rewards', { size: 100 });
    expect(second.body.value.total).toBe(first.body.value.total);
  });

  it('filters by source and status, available first', async () => {
    const mission = await get('/wps/member-centre/rewards', { source: 'MISSION' });
    expect(mission.body.value.list.map((i: { title: string }) => i.title)).toEqual(['Weekly betting mission']);
    const claimed = await get('/wps/member-centre/rewards', { status: 'CLAIMED' });
    expect(claimed.body.value.list.every((i: { status: string }) => i.status === 'CLAIMED')).toBe(true);
    const all = await get('/wps/member-centre/rewards', { size: 100 });
    const statuses = all.body.value.list.map((i: { status: string }) => i.status);
    expect(statuses.indexOf('AVAILABLE')).toBe(0);
    expect(all.body.value.available).toBe(statuses.filter((s: string) => s === 'AVAILABLE').length);
  });

  it('claims an available item into the wallet, once', async () => {
    const mission = (await get('/wps/member-centre/rewards', { source: 'MISSION' })).body.value.list[0];
    const before = await balance('member01');
    const claim = await post('/wps/member-centre/rewards/claim', { id: mission.id });
    expect(claim.body.value.item.status).toBe('CLAIMED');
    expect(claim.body.value.balance).toBeCloseTo(before + mission.amount, 2);
    expect((await post('/wps/member-centre/rewards/claim', { id: mission.id })).body.errorCode).toBe(
      'reward.not.claimable',
    );
  });

  it('expires items past their date', async () => {
    const weekend = await sql<{ status: string }>(
      `SELECT status FROM reward_centre_items WHERE code = 'PROMOTION:weekend' AND customer_id = $1`,
      [(await sandbox.customer('member01')).id],
    );
    expect(weekend[0]!.status).toBe('EXPIRED');
  });

  it('refuses trial accounts', async () => {
    const { body } = await get('/wps/member-centre/rewards', {}, await sandbox.tokenFor('trial01'));
    expect([body.errorCode, body.value]).toEqual(['trial.account.refused', { key: 'in_need_true_account' }]);
  });

  it('lists the newbie tasks with what each pays and the item it made', async () => {
    const { body } = await get('/wps/member-centre/newbie-tasks');
    expect(body.value.map((t: { code: string }) => t.code)).toEqual([
      'BIND_MOBILE',
      'SET_PAYMENT_PASSWORD',
      'FIRST_DEPOSIT',
      'FIRST_BET',
    ]);
    const bet = body.value.find((t: { code: string }) => t.code === 'FIRST_BET');
    expect(bet).toMatchObject({ done: true, reward: 8, rewardId: expect.any(Number) });
  });
});

describe('sign-in', () => {
  it('continues the streak from yesterday and pays the day of the cycle', async () => {
    const state = await get('/wps/member-centre/sign-in');
    expect(state.body.value).toMatchObject({ signedToday: false, streak: 2 });
    const signed = await post('/wps/member-centre/sign-in');
    expect(signed.body.value.state).toMatchObject({ signedToday: true, streak: 3 });
    expect(signed.body.value.item).toMatchObject({ source: 'SIGN_IN', amount: 3, status: 'AVAILABLE' });
    expect((await post('/wps/member-centre/sign-in')).body.errorCode).toBe('signin.already.done');
  });

  it('restarts the cycle after a missed day', async () => {
    sandbox.runtime.clock.offsetMs = 2 * centresTimes.day;
    try {
      const token = await sandbox.tokenFor('member01');
      const state = await get('/wps/member-centre/sign-in', {}, token);
      expect(state.body.value.streak).toBe(0);
      const signed = await post('/wps/member-centre/sign-in', {}, token);
      expect(signed.body.value.item.amount).toBe(1);
    } finally {
      sandbox.runtime.clock.offsetMs = 0;
      member = await sandbox.tokenFor('member01');
    }
  });
});

describe('messages', () => {
  it('lists inbox and platform messages by category and read state with the unread count', async () => {
    const all = await get('/wps/member-centre/messages');
    expect(all.body.value.unreadCount).toBe(3);
    const notices = await get('/wps/member-centre/messages', { category: 'NOTICE' });
    expect(notices.body.value.total).toBe(2);
    const unread = await get('/wps/member-centre/messages', { read: 'UNREAD' });
    expect(unread.body.value.list.every((m: { read: boolean }) => !m.read)).toBe(true);
  });

  it('marks messages read, then all, and deletes', async () => {
    const unread = (await get('/wps/member-centre/messages', { read: 'UNREAD' })).body.value.list;
    expect((await post('/wps/member-centre/messages/read', { ids: [unread[0].id] })).body.value.unreadCount).toBe(2);
    expect((await post('/wps/member-centre/messages/read', { all: true })).body.value.unreadCount).toBe(0);
    const deleted = await post('/wps/member-centre/messages/delete', { ids: [unread[0].id] });
    expect(deleted.body.value.unreadCount).toBe(0);
    expect((await get('/wps/member-centre/messages')).body.value.total).toBe(4);
  });

  it("never touches another player's messages", async () => {
    const agentId = (await sandbox.customer('agent01')).id;
    const [theirs] = await sql<{ id: number }>(
      'SELECT id FROM inbox_messages WHERE customer_id = $1 AND read_at IS NULL',
      [agentId],
    );
    await post('/wps/member-centre/messages/read', { ids: [theirs!.id] });
    const [after] = await sql<{ read_at: number | null }>('SELECT read_at FROM inbox_messages WHERE id = $1', [
      theirs!.id,
    ]);
    expect(after!.read_at).toBeNull();
  });
});

describe('referral', () => {
  it('gives an invite code and link, and the friends registered under the player', async () => {
    const { body } = await get('/wps/member-centre/referral');
    expect(body.value.inviteLink).toBe(`http://localhost/register?referralCode=${body.value.code}`);
    expect(body.value.friends).toBe(3);
    const again = await get('/wps/member-centre/referral');
    expect(again.body.value.code).toBe(body.value.code);
    const friends = await get('/wps/member-centre/referral/friends');
    expect(friends.body.value.list.map((f: { account: string }) => f.account).sort()).toEqual([
      'fr***01',
      'fr***02',
      'fr***03',
    ]);
  });

  it("counts a registration made through one of the player's links", async () => {
    const member = await sandbox.customer('member01');
    const link = await createReferralLink(
      sandbox.runtime.db,
      member,
      { accountType: 'MEMBER', purpose: 'INVITE', remark: '' },
      now,
    );
    await recordReferralRegistration(sandbox.runtime.db, link.id, (await sandbox.customer('payer01')).id, now);
    expect((await get('/wps/member-centre/referral')).body.value.friends).toBe(4);
  });
});
