import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/accounts';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { gamesTestHelpers } from './games.test-helpers';
import { platformSuits, vendorByCode, vendorLanguage } from './vendors.catalog';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  token = await sandbox.loginToken('member01');
});
afterAll(() => sandbox.close());

const { launch, betOn, recall, wallets } = gamesTestHelpers(() => ({ sandbox, token }));

describe('launch rules', () => {
  it('keeps the launch rules in one table: flash vendors, html5 vendors, the popup value, ID to EN', () => {
    const pt = vendorByCode.get('PT');
    const jdb = vendorByCode.get('JDB');
    if (!pt || !jdb) throw new Error('catalogue');
    expect([
      platformSuits(pt, 'flash'),
      platformSuits(pt, 'html5-desktop'),
      platformSuits(pt, 'flash,html5-desktop'),
    ]).toEqual([true, false, true]);
    expect([platformSuits(jdb, 'flash'), platformSuits(jdb, 'html5-desktop')]).toEqual([false, true]);
    expect(['DG', 'JDB', 'AE', 'PT'].map((v) => vendorLanguage(vendorByCode.get(v) as typeof pt, 'ID'))).toEqual([
      'EN',
      'EN',
      'EN',
      'ID',
    ]);
  });

  it('launches with every field of the payload and answers the launch URL and the vendor language', async () => {
    const answer = await launch({
      gameId: 'JDB-RNG-001',
      nodeId: 'n1',
      accountType: 'JDB',
      confirmTrans: true,
      vassalage: 'JDB',
      username: 'member01',
      platform: 'html5-desktop',
      merchantCode: 'AURUM',
      token,
      language: 'ID',
    });
    expect(answer.body.value).toMatchObject({
      vendor: 'JDB',
      language: 'EN',
      separatePage: false,
      trial: false,
      walletCode: 'JDB',
    });
    expect(answer.body.value.url).toMatch(/\/game\/play\?session=[0-9a-f]{40}&lang=EN$/);
    // The table keeps only the token's SHA-256; the launch URL holds the one copy, and it opens the game page.
    const launchToken = new URL(answer.body.value.url).searchParams.get('session') ?? '';
    const stored = await sandbox.runtime.db.query<{ token: string }>('SELECT token FROM game_sessions');
    expect(stored.map((row) => row.token)).toContain(hashToken(launchToken));
    expect(stored.map((row) => row.token)).not.toContain(launchToken);
    expect((await sandbox.app().request(`/game/play?session=${launchToken}`)).status).toBe(200);
    expect((await sandbox.app().request(`/game/play?session=${hashToken(launchToken)}`)).status).toBe(410);
    expect((await sandbox.call('GET', '/wps/game/recent', { token })).body.value.games[0].gameId).toBe('JDB-RNG-001');
    await recall();
  });

  it('refuses a flash vendor on html5-desktop and opens ALB on its own page', async () => {
    const flash = await launch({ gameId: 'PT-RNG-001', vassalage: 'PT', platform: 'html5-desktop' });
    expect(flash.body.errorCode).toBe('game.platform.unsupported');
    const popup = await launch({ gameId: 'PT-RNG-001', vassalage: 'PT', platform: 'flash,html5-desktop' });
    expect(popup.body.success).toBe(true);
    const alb = await launch({ gameId: 'ALB-LIVE-001', vassalage: 'ALB', confirmTrans: true });
    expect(alb.body.value).toMatchObject({ separatePage: true });
    expect(alb.body.value.url).toContain('/game/alb/launch?session=');
    const page = await sandbox.app().request(new URL(alb.body.value.url).pathname + new URL(alb.body.value.url).search);
    expect(await page.text()).toContain('Enter table');
    await recall();
  });

  it('answers vendor_under_maintenance with recommended games from open vendors', async () => {
    const verde = await sandbox.loginToken('member01', 'VERDE');
    const answer = await launch({ gameId: 'GPI-RNG-001', vassalage: 'GPI', platform: 'flash' }, verde, 'VERDE');
    expect(answer.body).toMatchObject({ errorCode: 'vendor_under_maintenance', value: { resType: 1, vendor: 'GPI' } });
    expect(answer.body.value.games.length).toBeGreaterThan(0);
    expect(answer.body.value.games.every((g: { vendor: string }) => g.vendor !== 'GPI')).toBe(true);
  });

  it('answers launch_game_balance_not_enough when the wallet is empty, and refuses trial accounts', async () => {
    const empty = await launch({ gameId: 'CQ9-RNG-001', vassalage: 'CQ9' });
    expect(empty.body).toMatchObject({
      errorCode: 'launch_game_balance_not_enough',
      value: { balance: 0, walletCode: 'CQ9' },
    });
    const trial = await sandbox.loginToken('trial01');
    expect((await launch({ gameId: 'CQ9-RNG-001', vassalage: 'CQ9' }, trial)).body.errorCode).toBe(
      'trial.account.refused',
    );
  });

  it('launches a free trial with play money for visitors, only for trial games', async () => {
    const trial = await sandbox.call('POST', '/wps/game/launchTrial', {
      body: { gameId: 'JILI-FISH-001', vassalage: 'JILI' },
    });
    expect(trial.body.value).toMatchObject({ trial: true, balance: 2000, walletCode: 'TRIAL' });
    const live = await sandbox.call('POST', '/wps/game/launchTrial', {
      body: { gameId: 'AE-LIVE-001', vassalage: 'AE' },
    });
    expect(live.body.errorCode).toBe('game.trial.unsupported');
  });
});

describe('stand-in game page', () => {
  it('settles each round against the wallet in one transaction, writing the bet and the ledger', async () => {
    const answer = await launch({ gameId: 'CQ9-RNG-002', vassalage: 'CQ9', confirmTrans: true });
    const session = new URL(answer.body.value.url).searchParams.get('session') as string;
    const page = await (await sandbox.app().request(`/game/play?session=${session}`)).text();
    expect(page).toContain('Spin');
    const start = (await wallets()).CQ9 as number;
    let expected = start;
    for (let round = 0; round < 5; round++) {
      const bet = await betOn(session, 10);
      const value = ((await bet.json()) as { value: { win: number; balance: number; multiplier: number } }).value;
      expected = Math.round((expected - 10 + value.win) * 100) / 100;
      expect(value.balance).toBeCloseTo(expected, 2);
      expect(value.win).toBe(10 * value.multiplier);
    }
    expect((await wallets()).CQ9).toBeCloseTo(expected, 2);
    const member = await sandbox.customer('member01');
    const [bets] = await sandbox.runtime.db.query<{ n: number; staked: number }>(
      "SELECT count(*)::int AS n, sum(amount) AS staked FROM bets WHERE customer_id = $1 AND game_id = 'CQ9-RNG-002'",
      [member.id],
    );
    expect(bets).toEqual({ n: 5, staked: 50 });
    const [ledger] = await sandbox.runtime.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM wallet_transactions WHERE customer_id = $1 AND wallet_code = 'CQ9' AND tx_type = 'BET'",
      [member.id],
    );
    expect(ledger?.n).toBe(5);
  });

  it('refuses a stake above the balance and ends the session when the player leaves the game', async () => {
    const answer = await launch({ gameId: 'CQ9-RNG-003', vassalage: 'CQ9', confirmTrans: true });
    const session = new URL(answer.body.value.url).searchParams.get('session') as string;
    const bet = (amount: number) => betOn(session, amount);
    expect(((await (await bet(1e9)).json()) as { errorCode: string }).errorCode).toBe('balance.not.enough');
    const before = await wallets();
    await sandbox.call('POST', '/wps/game/logoutGame', { token, body: { vassalage: 'CQ9' } });
    const after = await wallets();
    expect(after.CQ9).toBe(0);
    expect(after.MAIN).toBeCloseTo((before.MAIN as number) + (before.CQ9 as number), 2);
    expect((await bet(1)).status).toBe(410);
  });

  it('refuses a stake below one cent: no round at stake 0.00, no empty ledger lines', async () => {
    const answer = await launch({ gameId: 'CQ9-RNG-004', vassalage: 'CQ9', confirmTrans: true });
    const session = new URL(answer.body.value.url).searchParams.get('session') as string;
    const bet = (amount: number) => betOn(session, amount);
    const member = await sandbox.customer('member01');
    const rounds = async () =>
      (
        await sandbox.runtime.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bets WHERE customer_id = $1 AND game_id = 'CQ9-RNG-004'",
          [member.id],
        )
      )[0]?.n;
    for (const amount of [0.001, 0.009]) {
      const refused = await bet(amount);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('request.invalid');
    }
    expect(await rounds()).toBe(0);
    expect((await bet(0.01)).status).toBe(200);
    expect(await rounds()).toBe(1);
    await recall();
  });

  it('the game page stops with the session: at logout and at a newer login', async () => {
    const open = async (as: string) => {
      const answer = await launch({ gameId: 'CQ9-RNG-005', vassalage: 'CQ9', confirmTrans: true }, as);
      return new URL(answer.body.value.url).searchParams.get('session') as string;
    };
    const page = (session: string) => sandbox.app().request(`/game/play?session=${session}`);
    const bet = (session: string) => betOn(session, 1);
    // Another player than the file's own, whose session the other tests keep using.
    const first = await sandbox.loginToken('payer01');
    const atLogout = await open(first);
    expect((await page(atLogout)).status).toBe(200);
    await sandbox.call('POST', '/wps/member/logout', { token: first, body: {} });
    expect((await page(atLogout)).status).toBe(410);
    expect((await bet(atLogout)).status).toBe(410);

    const second = await sandbox.loginToken('payer01');
    const replaced = await open(second);
    expect((await bet(replaced)).status).toBe(200);
    await sandbox.loginToken('payer01');
    expect((await page(replaced)).status).toBe(410);
    expect((await bet(replaced)).status).toBe(410);
  });

  it('lists big wins on the winner board with masked accounts (default 100)', async () => {
    const board = (await sandbox.call('GET', '/wps/game/winners')).body.value;
    expect(board.fields).toEqual(['account', 'gameName', 'winAmount', 'winTime']);
    expect(board.list.length).toBeGreaterThan(0);
    expect(board.list.length).toBeLessThanOrEqual(100);
    expect(board.list[0].vo.recordId).toMatch(/^\d+$/);
    expect(board.list.every((r: { account: string }) => r.account.includes('*'))).toBe(true);
    // Names as players read them, never a game id ("dg-baccarat", "tcg-cqssc", "PG-RNG-004").
    const names = board.list.map((r: { gameName: string }) => r.gameName);
    expect(names.filter((name: string) => /^[A-Za-z0-9]+-[a-z0-9-]+$|^[A-Z0-9]+-[A-Z]+-\d+$/.test(name))).toEqual([]);
    expect(names).toContain('Baccarat');
  });
});
