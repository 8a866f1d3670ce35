import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  token = await sandbox.loginToken('member01');
});
afterAll(() => sandbox.close());

describe('wallets', () => {
  it('answers the sum and every wallet; AURUM transfers, VERDE has a single wallet', async () => {
    const aurum = (await sandbox.call('GET', '/wps/v2/wallets/balance', { token })).body.value;
    expect(aurum).toMatchObject({ currency: 'CNY', currencySymbol: '¥', isSingle: false });
    expect(aurum.balance[0]).toMatchObject({ walletCode: 'MAIN', isMain: true, isSingle: false });
    const sum = aurum.balance.reduce((s: number, w: { availBalance: number }) => s + w.availBalance, 0);
    expect(aurum.sumBalance).toBeCloseTo(sum, 2);
    const verdeToken = await sandbox.loginToken('member01', 'VERDE');
    const verde = (await sandbox.call('GET', '/wps/v2/wallets/balance', { token: verdeToken, merchant: 'VERDE' })).body
      .value;
    expect(verde).toMatchObject({ isSingle: true, currencyPosition: 'B' });
    expect(verde.balance).toHaveLength(1);
    const refused = await sandbox.call('POST', '/wps/v2/wallets/transfer', {
      token: verdeToken,
      merchant: 'VERDE',
      body: { fromWallet: 'MAIN', toWallet: 'PT', amount: 10 },
    });
    expect(refused.body.errorCode).toBe('wallet.single');
  });

  it('moves money between wallets in one transaction and refuses overdrafts and nonsense', async () => {
    const moved = await sandbox.call('POST', '/wps/v2/wallets/transfer', {
      token,
      body: { fromWallet: 'PT', toWallet: 'DG', amount: 100.5 },
    });
    const wallets = Object.fromEntries(
      moved.body.value.balance.map((w: { walletCode: string; availBalance: number }) => [w.walletCode, w.availBalance]),
    );
    expect(wallets).toMatchObject({ PT: 199.5, DG: 100.5 });
    const overdraft = await sandbox.call('POST', '/wps/v2/wallets/transfer', {
      token,
      body: { fromWallet: 'DG', toWallet: 'MAIN', amount: 1000 },
    });
    expect(overdraft.body.errorCode).toBe('balance.not.enough');
    const same = await sandbox.call('POST', '/wps/v2/wallets/transfer', {
      token,
      body: { fromWallet: 'PT', toWallet: 'pt', amount: 1 },
    });
    expect(same.body.errorCode).toBe('wallet.invalid');
    const after = (await sandbox.call('GET', '/wps/v2/wallets/balance', { token })).body.value;
    expect(after.balance.find((w: { walletCode: string }) => w.walletCode === 'DG').availBalance).toBe(100.5);
  });

  it('answers the funds overview with pending requests and the merchant wallet mode', async () => {
    await sandbox.runtime.db.query(
      "INSERT INTO fund_requests (customer_id, kind, amount, created_at) VALUES ($1, 'WITHDRAW', 300, $2)",
      [(await sandbox.customer('member01')).id, sandbox.runtime.clock.now()],
    );
    const funds = (await sandbox.call('GET', '/wps/member/info/funds/consolidated', { token })).body.value;
    expect(funds.pendingWithdrawal).toBe(300);
    expect(funds.sumBalance).toBeCloseTo(funds.mainBalance + funds.vendorBalance, 2);
    const mode = (await sandbox.call('GET', '/wps/v2/wallets/merchant', { query: { merchantCode: 'VERDE' } })).body
      .value;
    expect(mode).toMatchObject({ merchantCode: 'VERDE', walletMode: 'SINGLE', isSingle: true });
  });
});

describe('member info and profile', () => {
  it('answers member info; agents read type 4 beside isAgent 1', async () => {
    const member = (await sandbox.call('GET', '/wps/member/info', { token })).body.value;
    expect(member).toMatchObject({
      account: 'member01',
      type: 0,
      isAgent: 0,
      clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3 },
      hasPaymentPassword: true,
    });
    const agent = (await sandbox.call('GET', '/wps/member/info', { token: await sandbox.loginToken('agent01') })).body
      .value;
    expect(agent).toMatchObject({ type: 4, isAgent: 1 });
  });

  it('updates profile fields under the field configs in update mode', async () => {
    const bad = await sandbox.call('POST', '/wps/member/info/set', { token, body: { email: 'nope' } });
    expect(bad.body).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'email' } });
    const cleared = await sandbox.call('POST', '/wps/member/info/set', { token, body: { email: '' } });
    expect(cleared.body.value).toMatchObject({ field: 'email', key: 'validation_field_required' });
    const ok = await sandbox.call('POST', '/wps/member/info/set', {
      token,
      body: { nickname: 'Star', email: 'star@example.com', language: 'EN' },
    });
    expect(ok.body.value).toMatchObject({ nickname: 'Star', email: 'star@example.com', language: 'EN' });
  });

  it('changes the avatar to a profile icon or an address, refusing icons beyond nine', async () => {
    expect((await sandbox.call('GET', '/wps/member/avatar', { token })).body.value).toEqual({
      avatarType: 'STATIC',
      avatar: '1',
      url: '/res/profile/1.png',
    });
    const icon = await sandbox.call('POST', '/wps/member/avatar', {
      token,
      body: { avatarType: 'STATIC', avatar: '7' },
    });
    expect(icon.body.value.url).toBe('/res/profile/7.png');
    const beyond = await sandbox.call('POST', '/wps/member/avatar', {
      token,
      body: { avatarType: 'STATIC', avatar: '10' },
    });
    expect(beyond.status).toBe(400);
    const url = await sandbox.call('POST', '/wps/member/avatar', {
      token,
      body: { avatarType: 'url', avatar: 'https://cdn.example/me.png' },
    });
    expect(url.body.value.url).toBe('https://cdn.example/me.png');
  });

  it('counts rank conditions towards the next label', async () => {
    const progress = (await sandbox.call('GET', '/wps/member/rank/progress', { token })).body.value;
    expect(progress).toMatchObject({
      labelName: 'Gold',
      rankLevel: 3,
      nextLabelName: 'Platinum',
      totalExpectedConditions: 2,
    });
    expect(progress.conditions.map((c: { name: string }) => c.name)).toEqual(['DEPOSIT', 'BET']);
    expect(progress.completedConditions).toBe(progress.conditions.filter((c: { done: boolean }) => c.done).length);
  });
});

describe('public state, unread messages, rebate', () => {
  it('answers the merchant part to visitors and the player part with a token', async () => {
    const visitor = (await sandbox.call('GET', '/wps/member/publicState')).body.value;
    expect(visitor).toMatchObject({
      unreadMessage: 0,
      availablePromoCount: 0,
      hasVip: false,
      currencySymbol: '¥',
      hasRebate: true,
    });
    expect(visitor.merchantAvailablePromotions).toEqual(
      expect.arrayContaining(['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'MISSION_MANUAL']),
    );
    const player = (await sandbox.call('GET', '/wps/member/publicState', { token })).body.value;
    expect(player).toMatchObject({ hasVip: true, vipLabelName: 'Gold', vipRankLevel: 3, showVipBenefit: true });
    expect(player.availablePromoCount).toBeGreaterThan(0);
    expect(player.availablePromo.MISSION).toEqual({ enabled: true, count: 1 });
    const verde = (await sandbox.call('GET', '/wps/member/publicState', { merchant: 'VERDE' })).body.value;
    expect(verde).toMatchObject({
      currencyPosition: 'B',
      hasRebate: true,
      availablePromo: { MISSION: { enabled: false } },
    });
  });

  it('counts unread inbox messages as they arrive', async () => {
    const before = (await sandbox.call('GET', '/wps/member/message/unread/v2', { token })).body.value.count;
    const sent = await sandbox.control('POST', '/__control/inbox', {
      merchant: 'AURUM',
      username: 'member01',
      title: 'Hi',
      content: 'Hello',
    });
    const after = (await sandbox.call('GET', '/wps/member/message/unread/v2', { token })).body.value;
    expect(after).toEqual({ count: before + 1, latestMessageId: sent.body.value.messageId });
    expect((await sandbox.call('GET', '/wps/member/publicState', { token })).body.value.unreadMessage).toBe(before + 1);
  });

  it("answers rebate rates and today's pending rebate from today's bets", async () => {
    const member = await sandbox.customer('member01');
    await sandbox.runtime.db.query(
      "INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at) VALUES ($1, 'PT-RNG-001', 'PT', 'RNG', 'r-test', 1000, 0, $2)",
      [member.id, sandbox.runtime.clock.now()],
    );
    const rebate = (await sandbox.call('GET', '/wps/member/rebate', { token })).body.value;
    expect(rebate.hasRebate).toBe(true);
    expect(rebate.rates).toContainEqual({ productType: 'RNG', rate: 1 });
    expect(rebate.pendingAmount).toBeGreaterThanOrEqual(10);
  });
});
