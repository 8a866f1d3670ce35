import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../core/accounts';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';
import { ensureWallets, moveMoney } from '../wallet/wallet.service';

// Issue 26: every rule refused by the server itself, through the same calls the site makes.

let sandbox: TestSandbox;
const hour = 3_600_000;
const password = 'Limits2026';
let serial = 0;

/** A new player of AURUM with 5000 in the main wallet and no play yet, logged in through the real call. */
async function newPlayer() {
  serial += 1;
  const username = `rg${Date.now() % 1_000_000}${serial}`;
  const db = sandbox.runtime.db;
  const now = sandbox.runtime.clock.now();
  const customer = await createCustomer(db, now, { merchantCode: 'AURUM', username, password, firstLogin: false });
  await ensureWallets(db, customer.id, sandbox.runtime.merchants.get('AURUM')!);
  await moveMoney(db, {
    customerId: customer.id,
    walletCode: 'MAIN',
    amount: 5000,
    txType: 'SEED',
    reference: 'rg',
    now,
  });
  const token = await sandbox.loginToken(username, 'AURUM', password);
  const get = (path: string, query: Record<string, string | number> = {}) =>
    sandbox.call('GET', path, { token, query, merchant: 'AURUM' });
  const post = (path: string, body: unknown = {}, encrypt = false) =>
    sandbox.call('POST', path, { token, body, encrypt, merchant: 'AURUM' });
  /** A settled round of this player now (stake and win), as a game or a drawn lottery bet writes it. */
  const played = (amount: number, win = 0) =>
    db.query(
      `INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at)
       VALUES ($1, 'pt-rng-001', 'PT', 'RNG', $2, $3, $4, $5)`,
      [customer.id, `rg-${serial}-${Math.random()}`, amount, win, sandbox.runtime.clock.now()],
    );
  /** A game launch as the lobby asks it (money moves into the vendor's wallet). */
  const launch = () =>
    post('/wps/game/launchGame', {
      gameId: 'JDB-RNG-001',
      vassalage: 'JDB',
      confirmTrans: true,
      platform: 'html5-desktop',
    });
  return { username, customer, token, get, post, played, launch };
}

const advance = (ms: number) => sandbox.control('POST', '/__control/clock', { advanceMs: ms });
const limitOf = (overview: { limits: { kind: string; period: string }[] }, kind: string, period: string) =>
  overview.limits.find((limit) => limit.kind === kind && limit.period === period);

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 120_000);
afterAll(() => sandbox.close());

describe('limits', () => {
  it('applies a first or lower limit at once, and a raise or removal only after 24 hours', async () => {
    const player = await newPlayer();
    const set = (amount: number | null) =>
      player.post('/wps/responsible-gaming/limit', { kind: 'DEPOSIT', period: 'DAY', amount });
    expect((await set(500)).body.value).toMatchObject({ amount: 500, pending: null, used: 0 });
    const raised = (await set(1000)).body.value;
    expect(raised.amount).toBe(500);
    expect(raised.pending.amount).toBe(1000);
    expect(raised.pending.appliesAt - sandbox.runtime.clock.now()).toBeGreaterThan(24 * hour - 5_000);
    // Lower again within the wait: at once, and the raise is forgotten.
    expect((await set(400)).body.value).toMatchObject({ amount: 400, pending: null });
    const removed = (await set(null)).body.value;
    expect(removed).toMatchObject({ amount: 400, pending: { amount: null } });
    const overview = (await player.get('/wps/responsible-gaming/overview')).body.value;
    expect(overview.limits).toHaveLength(9);
    expect(limitOf(overview, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 400, pending: { amount: null } });
    expect(limitOf(overview, 'LOSS', 'WEEK')).toMatchObject({ amount: null, pending: null });

    await advance(24 * hour + 1_000);
    try {
      // The token of twelve hours has ended: log in again, as the player would the next day.
      const token = await sandbox.loginToken(player.username, 'AURUM', password);
      const after = await sandbox.call('GET', '/wps/responsible-gaming/overview', { token, merchant: 'AURUM' });
      expect(limitOf(after.body.value, 'DEPOSIT', 'DAY')).toMatchObject({ amount: null, pending: null });
    } finally {
      await advance(-(24 * hour + 1_000));
    }
  });

  it('refuses a deposit past the deposit limit, saying what is left', async () => {
    const player = await newPlayer();
    await player.post('/wps/responsible-gaming/limit', { kind: 'DEPOSIT', period: 'WEEK', amount: 500 });
    expect((await player.post('/wps/member-centre/deposit', { channel: 'EWALLET', amount: 300 })).body.success).toBe(
      true,
    );
    const refused = (await player.post('/wps/member-centre/deposit', { channel: 'EWALLET', amount: 300 })).body;
    expect(refused.errorCode).toBe('rg.deposit.limit');
    expect(refused.value).toMatchObject({ period: 'WEEK', limit: 500, left: 200 });
    expect((await player.post('/wps/member-centre/deposit', { channel: 'EWALLET', amount: 200 })).body.success).toBe(
      true,
    );
  });

  it('stops launches, lottery bets and transfers into a game wallet once the wager limit is reached', async () => {
    const player = await newPlayer();
    await player.post('/wps/responsible-gaming/limit', { kind: 'WAGER', period: 'DAY', amount: 100 });
    await player.played(60, 200);
    const launch = () => player.launch();
    expect((await launch()).body.success).toBe(true);
    await player.played(40);
    expect((await launch()).body.errorCode).toBe('rg.wager.limit');
    const bet = await player.post('/lgw/bets', {
      gameCode: 'TJSSC',
      market: 'STRAIGHT',
      selection: '3,1,4,1,5',
      amount: 1,
    });
    expect(bet.body.errorCode).toBe('rg.wager.limit');
    const intoGame = await player.post('/wps/v2/wallets/transfer', { fromWallet: 'MAIN', toWallet: 'PT', amount: 10 });
    expect(intoGame.body).toMatchObject({ errorCode: 'rg.wager.limit', value: { period: 'DAY', limit: 100 } });
    // Money back to the main wallet is never play.
    const back = await player.post('/wps/v2/wallets/transfer', { fromWallet: 'JDB', toWallet: 'MAIN', amount: 1 });
    expect(back.body.success).toBe(true);
  });

  it('counts a loss limit on stakes minus wins, open lottery stakes included', async () => {
    const player = await newPlayer();
    await player.post('/wps/responsible-gaming/limit', { kind: 'LOSS', period: 'MONTH', amount: 50 });
    await player.played(100, 60);
    // A lottery bet waiting for its draw (written as a quick bet writes it): its stake is at risk until then.
    await sandbox.runtime.db.query(
      `INSERT INTO lottery_bets (customer_id, game_code, numero, prize_mode, market, selection, amount, odds, created_at)
       VALUES ($1, 'TJSSC', 'rg-open', 'Lott', 'STRAIGHT', '3,1,4,1,5', 1, 9, $2)`,
      [player.customer.id, sandbox.runtime.clock.now()],
    );
    const overview = (await player.get('/wps/responsible-gaming/overview')).body.value;
    expect(limitOf(overview, 'LOSS', 'MONTH')).toMatchObject({ amount: 50, used: 41 });
    expect(limitOf(overview, 'WAGER', 'MONTH')).toMatchObject({ used: 101 });
    expect((await player.launch()).body.success).toBe(true);
    await player.played(9);
    const refused = (await player.launch()).body;
    expect(refused).toMatchObject({ errorCode: 'rg.loss.limit', value: { period: 'MONTH', limit: 50 } });
  });

  it('ends play when the session has lasted its limit', async () => {
    const player = await newPlayer();
    const limit = (await player.post('/wps/responsible-gaming/session-limit', { minutes: 5 })).body.value;
    expect(limit).toMatchObject({ minutes: 5, pending: null });
    const launch = () => player.launch();
    expect((await launch()).body.success).toBe(true);
    await advance(5 * 60_000);
    try {
      expect((await launch()).body).toMatchObject({ errorCode: 'rg.session.limit', value: { minutes: 5 } });
    } finally {
      await advance(-5 * 60_000);
    }
  });
});

describe('the reality check', () => {
  it('sums the stakes and the result since login, and says when the next reminder is due', async () => {
    const player = await newPlayer();
    expect((await player.post('/wps/responsible-gaming/reality-check', { minutes: 15 })).body.value).toEqual({
      realityCheckMinutes: 15,
    });
    expect((await player.post('/wps/responsible-gaming/reality-check', { minutes: 20 })).body.errorCode).toBe(
      'request.invalid',
    );
    await player.played(20, 5);
    const check = (await player.get('/wps/responsible-gaming/reality-check')).body.value;
    expect(check).toMatchObject({ wagered: 20, net: -15, realityCheckMinutes: 15 });
    expect(check.nextCheckAt).toBe(check.sessionStartedAt + 15 * 60_000);
  });
});

describe('time-out and self-exclusion', () => {
  it('asks the login password, ends the session and refuses logins until the break ends', async () => {
    const player = await newPlayer();
    const wrong = await player.post('/wps/responsible-gaming/time-out', { period: '24H', password: 'Wrong2026' }, true);
    expect(wrong.body.errorCode).toBe('password.incorrect');
    const plain = await player.post('/wps/responsible-gaming/time-out', { period: '24H', password });
    expect(plain.body.errorCode).toBe('request.encryption.required');
    const taken = await player.post('/wps/responsible-gaming/time-out', { period: '24H', password }, true);
    const until = taken.body.value.until;
    expect(until - sandbox.runtime.clock.now()).toBeGreaterThan(24 * hour - 5_000);
    expect((await player.get('/wps/responsible-gaming/overview')).body.success).toBe(false);
    const login = (await sandbox.login(player.username, { password })).body;
    expect(login).toMatchObject({ errorCode: 'rg.excluded', value: { kind: 'TIME_OUT', until } });
    await advance(24 * hour + 1_000);
    try {
      expect((await sandbox.login(player.username, { password })).body.success).toBe(true);
    } finally {
      await advance(-(24 * hour + 1_000));
    }
  });

  it('keeps a self-exclusion for its months whatever the merchant flag says', async () => {
    const player = await newPlayer();
    const taken = await player.post('/wps/responsible-gaming/self-exclusion', { period: '6M', password }, true);
    const months = (taken.body.value.until - sandbox.runtime.clock.now()) / (24 * hour);
    expect(months).toBeGreaterThan(180);
    await sandbox.control('POST', '/__control/merchants/AURUM/flags', { flags: { RESPGAM3: '0' } });
    try {
      expect((await sandbox.login(player.username, { password })).body.errorCode).toBe('rg.excluded');
    } finally {
      await sandbox.control('POST', '/__control/merchants/AURUM/flags', { flags: { RESPGAM3: '1' } });
    }
  });
});

describe('a merchant without responsible gaming', () => {
  it('answers feature.disabled and enforces nothing', async () => {
    const player = await newPlayer();
    await player.post('/wps/responsible-gaming/limit', { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    await sandbox.control('POST', '/__control/merchants/AURUM/flags', { flags: { RESPGAM3: '0' } });
    try {
      const overview = await player.get('/wps/responsible-gaming/overview');
      expect(overview.body).toMatchObject({ errorCode: 'feature.disabled', value: { flag: 'RESPGAM3' } });
      expect((await player.post('/wps/member-centre/deposit', { channel: 'EWALLET', amount: 300 })).body.success).toBe(
        true,
      );
    } finally {
      await sandbox.control('POST', '/__control/merchants/AURUM/flags', { flags: { RESPGAM3: '1' } });
    }
  });
});
