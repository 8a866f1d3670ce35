import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './accounts';
import { writtenTables } from './read-cache';
import { createTestSandbox, type TestSandbox } from './testing';

describe('writtenTables', () => {
  it('names the tables a statement writes, none for a read, all for what it cannot name', () => {
    expect(writtenTables('SELECT * FROM wallets WHERE customer_id = $1')).toBeNull();
    expect(writtenTables('SELECT id FROM customers WHERE id = $1 FOR UPDATE')).toBeNull();
    expect(writtenTables('UPDATE wallets SET balance = balance + $3 WHERE customer_id = $1')).toEqual(['wallets']);
    expect(writtenTables('insert into favourite_games (customer_id) values ($1) on conflict do nothing')).toEqual([
      'favourite_games',
    ]);
    expect(writtenTables('DELETE FROM sessions WHERE true')).toEqual(['sessions']);
    expect(writtenTables('WITH moved AS (UPDATE wallets SET balance = 0 RETURNING *) SELECT * FROM moved')).toEqual([
      'wallets',
    ]);
    expect(writtenTables('ALTER TABLE sessions ADD COLUMN x text')).toBe('all');
  });
});

describe('the read cache of authenticated reads', () => {
  let sandbox: TestSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    token = await sandbox.loginToken('member01');
  });
  afterAll(() => sandbox.close());

  it('stores the SHA-256 of a login token, never the token', async () => {
    const rows = await sandbox.runtime.db.query<{ token_hash: string }>(
      `SELECT s.token_hash FROM sessions s JOIN customers c ON c.id = s.customer_id
       WHERE c.merchant_code = 'AURUM' AND c.username = 'member01' AND s.ended_reason IS NULL`,
    );
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    const plain = await sandbox.runtime.db.query(
      `SELECT 1 FROM sessions WHERE token_hash = $1 OR position($1 in token_hash) > 0`,
      [token],
    );
    expect(plain).toEqual([]);
  });

  it('answers a new balance after a deposit is approved', async () => {
    const before = await sandbox.call('GET', '/wps/v2/wallets/balance', { token });
    await sandbox.call('GET', '/wps/v2/wallets/balance', { token });
    const approved = await sandbox.control('POST', '/__control/funds', {
      merchant: 'AURUM',
      username: 'member01',
      kind: 'DEPOSIT',
      amount: 123,
    });
    expect(approved.status).toBe(200);
    const after = await sandbox.call('GET', '/wps/v2/wallets/balance', { token });
    expect(after.body.value.sumBalance).toBeCloseTo(before.body.value.sumBalance + 123, 2);
  });

  it('answers new member info after the profile changes', async () => {
    await sandbox.call('GET', '/wps/member/info', { token });
    const nickname = `cache${Date.now() % 100000}`;
    const set = await sandbox.call('POST', '/wps/member/info/set', { token, body: { nickname } });
    expect(set.body.success).toBe(true);
    const info = await sandbox.call('GET', '/wps/member/info', { token });
    expect(info.body.value.nickname).toBe(nickname);
  });

  it('marks a game favourite in the list as soon as it is added, and unmarks it when removed', async () => {
    const query = { vassalage: 'PT', pageNum: 1, pageSize: 40 };
    const first = await sandbox.call('GET', '/wps/game/list', { token, query });
    const game = first.body.value.games.find((g: { isFavourite: boolean }) => !g.isFavourite);
    expect(game).toBeDefined();
    const added = await sandbox.call('POST', '/wps/game/favourites/add', { token, body: { gameId: game.gameId } });
    expect(added.body.success).toBe(true);
    const marked = await sandbox.call('GET', '/wps/game/list', { token, query });
    expect(marked.body.value.games.find((g: { gameId: string }) => g.gameId === game.gameId).isFavourite).toBe(true);
    await sandbox.call('POST', '/wps/game/favourites/remove', { token, body: { gameId: game.gameId } });
    const unmarked = await sandbox.call('GET', '/wps/game/list', { token, query });
    expect(unmarked.body.value.games.find((g: { gameId: string }) => g.gameId === game.gameId).isFavourite).toBe(false);
  });

  it('refuses a token at once after logout and after a newer login', async () => {
    const own = await sandbox.loginToken('agent01');
    expect((await sandbox.call('GET', '/wps/member/info', { token: own })).body.success).toBe(true);
    const newer = await sandbox.loginToken('agent01');
    expect((await sandbox.call('GET', '/wps/member/info', { token: own })).body.errorCode).toBe('login.not.session');
    expect((await sandbox.call('GET', '/wps/v2/wallets/balance', { token: newer })).body.success).toBe(true);
    expect((await sandbox.call('POST', '/wps/member/logout', { token: newer, body: {} })).body.success).toBe(true);
    expect((await sandbox.call('GET', '/wps/v2/wallets/balance', { token: newer })).body.errorCode).toBe(
      'user.or.token.invalid',
    );
  });
});
