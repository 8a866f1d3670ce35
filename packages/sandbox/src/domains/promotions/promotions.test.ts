import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { createRaster, encodePng } from '../shared/png';
import { fakeImageDataUrl, jpegDataUrl, pngDataUrl } from '../shared/test-images';

let sandbox: TestSandbox;
let token: string;
const day = 86_400_000;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  token = await sandbox.loginToken('member01');
});
afterAll(() => sandbox.close());

async function promotion(title: string) {
  const list = (await sandbox.call('GET', '/wps/promotion/list', { token })).body.value.list;
  return list.find((p: { title: string }) => p.title === title);
}

const mainBalance = async () =>
  (await sandbox.call('GET', '/wps/v2/wallets/balance', { token })).body.value.balance.find(
    (w: { walletCode: string }) => w.walletCode === 'MAIN',
  ).availBalance as number;

const history = async () =>
  (await sandbox.control('GET', '/__control/events?merchant=AURUM&username=member01')).body.value as { type: string }[];

describe('promotion list', () => {
  it('lists running promotions of every type with every field, not the ended or future ones', async () => {
    const { categories, list } = (await sandbox.call('GET', '/wps/promotion/list')).body.value;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['New players', 'Daily', 'VIP', 'Missions']);
    expect(new Set(list.map((p: { promotionType: string }) => p.promotionType))).toEqual(
      new Set(['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'MISSION_MANUAL']),
    );
    const titles = list.map((p: { title: string }) => p.title);
    expect(titles).not.toContain('Spring festival (ended)');
    expect(titles).not.toContain('Anniversary (coming soon)');
    const first = list.find((p: { title: string }) => p.title === 'First deposit bonus 100%');
    expect(first).toMatchObject({ remarkRequired: 'Y', imageRequired: 'Y', claimable: false, claimStatus: null });
    expect(first.announcementImages).toHaveLength(2);
    expect((await sandbox.app().request(first.announcementImages[0].url)).status).toBe(200);
    const reload = list.find((p: { title: string }) => p.title === 'Weekend reload 30%');
    expect(reload.linkedPromotionId).toBe(first.id);
  });

  it('answers the language asked for and filters by category and id', async () => {
    const cn = (await sandbox.call('GET', '/wps/promotion/list', { headers: { Language: 'CN' } })).body.value.list;
    expect(cn.map((p: { title: string }) => p.title)).toContain('首存送100%');
    const vip = (await sandbox.call('GET', '/wps/promotion/list')).body.value.categories[2].id;
    const inVip = (await sandbox.call('GET', '/wps/promotion/list', { query: { categoryId: vip } })).body.value.list;
    expect(
      inVip.every((p: { promoAnnouncementCategoryIds: number[] }) => p.promoAnnouncementCategoryIds.includes(vip)),
    ).toBe(true);
  });
});

describe('claims', () => {
  it('checks remarks, pictures by content, size and count before accepting a claim', async () => {
    const first = await promotion('First deposit bonus 100%');
    const claim = (body: Record<string, unknown>) =>
      sandbox.call('POST', '/wps/promotion/claim', { token, body: { promotionId: first.id, ...body } });
    expect((await claim({ pictures: [pngDataUrl] })).body.errorCode).toBe('claim.remarks.required');
    expect((await claim({ remarks: 'receipt 123' })).body.errorCode).toBe('claim.image.required');
    expect((await claim({ remarks: 'receipt 123', pictures: [fakeImageDataUrl] })).body.errorCode).toBe(
      'image.invalid',
    );
    const big = `data:image/png;base64,${Buffer.concat([encodePng(createRaster(1, 1, [0, 0, 0, 255])), Buffer.alloc(5_242_881)]).toString('base64')}`;
    expect((await claim({ remarks: 'receipt 123', pictures: [big] })).body).toMatchObject({
      errorCode: 'image.invalid',
      value: { problem: 'size' },
    });
    const four = await claim({ remarks: 'x', pictures: [pngDataUrl, pngDataUrl, pngDataUrl, pngDataUrl] });
    expect(four.status).toBe(400);
    const long = await claim({ remarks: 'x'.repeat(141), pictures: [pngDataUrl] });
    expect(long.status).toBe(400);
  });

  it('sets a claim to PENDING, stores its pictures and pushes PROMOTION_CLAIM', async () => {
    const first = await promotion('First deposit bonus 100%');
    const countBefore = (await sandbox.call('GET', '/wps/promotion/available/count', { token })).body.value.count;
    const answer = await sandbox.call('POST', '/wps/promotion/claim', {
      token,
      body: { promotionId: first.id, remarks: 'deposit ref 8812', pictures: [pngDataUrl, jpegDataUrl] },
    });
    expect(answer.body.value).toEqual({ claimId: expect.any(Number), promotionId: first.id, status: 'PENDING' });
    const stored = await sandbox.runtime.db.query<{ mime: string }>(
      'SELECT mime FROM promotion_claim_pictures WHERE claim_id = $1 ORDER BY position',
      [answer.body.value.claimId],
    );
    expect(stored.map((p) => p.mime)).toEqual(['image/png', 'image/jpeg']);
    expect((await history()).at(-1)).toMatchObject({
      type: 'PROMOTION_CLAIM',
      status: 'PENDING',
      promotionId: first.id,
    });
    expect(await promotion('First deposit bonus 100%')).toMatchObject({ claimStatus: 'PENDING', claimable: false });
    const again = await sandbox.call('POST', '/wps/promotion/claim', {
      token,
      body: { promotionId: first.id, remarks: 'again', pictures: [pngDataUrl] },
    });
    expect(again.body.errorCode).toBe('promotion.already.claimed');
    expect((await sandbox.call('GET', '/wps/promotion/available/count', { token })).body.value.count).toBe(
      countBefore - 1,
    );
  });

  it('pays the bonus when the back office approves, and lets a rejected claim be sent again', async () => {
    const before = await mainBalance();
    const claims = (await sandbox.control('GET', '/__control/promotions/claims?status=PENDING')).body.value;
    const mine = claims.find(
      (c: { username: string; merchant_code: string }) => c.username === 'member01' && c.merchant_code === 'AURUM',
    );
    expect(mine.pictures).toBe(2);
    await sandbox.control('POST', `/__control/promotions/claims/${mine.id}`, { status: 'APPROVED', remarks: 'Enjoy' });
    expect(await mainBalance()).toBeCloseTo(before + 100, 2);
    expect((await history()).at(-1)).toMatchObject({ type: 'PROMOTION_CLAIM', status: 'APPROVED', remarks: 'Enjoy' });
    const login = await promotion('Daily login reward');
    const claimed = await sandbox.call('POST', '/wps/promotion/claim', { token, body: { promotionId: login.id } });
    await sandbox.control('POST', `/__control/promotions/claims/${claimed.body.value.claimId}`, {
      status: 'REJECTED',
      remarks: 'No',
    });
    expect(await promotion('Daily login reward')).toMatchObject({ claimStatus: 'REJECTED', claimable: true });
  });

  it('refuses trial accounts and raffles through the claim call', async () => {
    const trial = await sandbox.loginToken('trial01');
    const login = await promotion('Daily login reward');
    const refused = await sandbox.call('POST', '/wps/promotion/claim', {
      token: trial,
      body: { promotionId: login.id },
    });
    expect(refused.body.errorCode).toBe('trial.account.refused');
    const egg = await promotion('Golden egg raffle');
    expect(
      (await sandbox.call('POST', '/wps/promotion/claim', { token, body: { promotionId: egg.id } })).body.errorCode,
    ).toBe('promotion.not.claimable');
  });
});

describe('raffles, prizes and manual bonuses', () => {
  it('counts down to a draw, lets it be claimed once while open, and refuses it after', async () => {
    const real = Date.now();
    const tenAm = Math.floor(real / day) * day + 10 * 3_600_000;
    // Moves the sandbox clock to `hours` past today's 10:00 UTC and logs in again (tokens live 12 hours).
    const at = async (hours: number) => {
      sandbox.runtime.clock.offsetMs = tenAm + hours * 3_600_000 - real;
      return sandbox.loginToken('member01');
    };
    let player = await at(0);
    const claim = (promotionId: number, raffleScheduleId: number) =>
      sandbox.call('POST', '/wps/promotion/raffle/claim', { token: player, body: { promotionId, raffleScheduleId } });
    const tip = (await sandbox.call('GET', '/wps/promotion/raffle/tip', { token: player })).body.value;
    expect(tip).toMatchObject({ title: 'Golden egg raffle', hasStarted: true, isClaimed: false, hasEnded: false });
    const prize = await claim(tip.promotionId, tip.raffleScheduleId);
    expect(['TICKET', 'POINT', 'CASH']).toContain(prize.body.value.type);
    const wheel = (await sandbox.call('GET', '/wps/promotion/raffle/tip', { token: player })).body.value;
    expect(wheel).toMatchObject({ title: 'Evening prize wheel', hasStarted: false });
    expect(wheel.time - (tenAm - 10 * 3_600_000)).toBe(20 * 3_600_000);
    expect((await claim(wheel.promotionId, wheel.raffleScheduleId)).body.errorCode).toBe('raffle.not.started');
    player = await at(10.5);
    expect((await claim(wheel.promotionId, wheel.raffleScheduleId)).body.success).toBe(true);
    expect((await claim(wheel.promotionId, wheel.raffleScheduleId)).body.errorCode).toBe('promotion.already.claimed');
    player = await at(12.5);
    expect((await claim(tip.promotionId, tip.raffleScheduleId)).body.errorCode).toBe('raffle.ended');
    sandbox.runtime.clock.offsetMs = 0;
    token = await sandbox.loginToken('member01');
  });

  it('shows unseen prizes until they are marked seen', async () => {
    const prizes = (await sandbox.call('GET', '/wps/promotion/prizes', { token })).body.value;
    expect(prizes.map((p: { type: string; value: string }) => `${p.type}/${p.value}`)).toEqual([
      'TICKET/GOLDEN_EGG',
      'POINT/PRIZE_WHEEL',
    ]);
    expect(prizes[0]).toMatchObject({
      ticketId: 'TK-000001',
      startDateStr: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await sandbox.call('POST', '/wps/promotion/prizes/seen', {
      token,
      body: { ids: prizes.map((p: { id: number }) => p.id) },
    });
    expect((await sandbox.call('GET', '/wps/promotion/prizes', { token })).body.value).toEqual([]);
  });

  it('credits a granted manual bonus, pushes MANUAL_PROMO and lists it until acknowledged', async () => {
    const before = await mainBalance();
    await sandbox.control('POST', '/__control/bonuses', {
      merchant: 'AURUM',
      username: 'member01',
      title: 'Gift',
      amount: 66,
    });
    expect(await mainBalance()).toBeCloseTo(before + 66, 2);
    expect((await history()).at(-1)).toMatchObject({ type: 'MANUAL_PROMO', title: 'Gift', amount: 66 });
    const bonuses = (await sandbox.call('GET', '/wps/promotion/manualBonus', { token })).body.value;
    expect(bonuses.map((b: { title: string }) => b.title)).toEqual(['VIP birthday gift', 'Gift']);
    await sandbox.call('POST', '/wps/promotion/manualBonus/seen', {
      token,
      body: { ids: bonuses.map((b: { id: number }) => b.id) },
    });
    expect((await sandbox.call('GET', '/wps/promotion/manualBonus', { token })).body.value).toEqual([]);
  });

  it('pays the points a manual bonus gives with its money into "My points"', async () => {
    const points = async () => (await sandbox.call('GET', '/wps/points/balance', { token })).body.value.points;
    const before = { money: await mainBalance(), points: await points() };
    await sandbox.control('POST', '/__control/bonuses', {
      merchant: 'AURUM',
      username: 'member01',
      title: 'Points gift',
      amount: 8,
      points: 20,
    });
    expect(await mainBalance()).toBeCloseTo(before.money + 8, 2);
    expect(await points()).toBe(before.points + 20);
  });
});
