import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { demoPaymentPassword } from './accounts.seed';
import { amountDigitsRefusal, currencyDigits, fractionDigits, minorUnitsPerOne } from './money.input';
import { splitShares } from './red-envelopes';

describe("an amount in the merchant's currency", () => {
  it("knows each currency's minor-unit digits, two for a code Intl does not know", () => {
    expect([currencyDigits('VND'), currencyDigits('jpy'), currencyDigits('CNY'), currencyDigits('BHD')]).toEqual([
      0, 0, 2, 3,
    ]);
    expect(currencyDigits('')).toBe(2);
    expect(currencyDigits('X1')).toBe(2);
    expect([minorUnitsPerOne('VND'), minorUnitsPerOne('CNY')]).toEqual([1, 100]);
  });

  it('counts the fraction digits a number was sent with', () => {
    expect([100, 100.5, 12.345, 1e-7, 1e21, -0.25].map(fractionDigits)).toEqual([0, 1, 3, 7, 0, 2]);
  });

  it('refuses more fraction digits than the currency has, naming the field and the message', () => {
    expect(amountDigitsRefusal(100_000, 'VND')).toBeNull();
    expect(amountDigitsRefusal(12.5, 'CNY')).toBeNull();
    const whole = amountDigitsRefusal(100_000.5, 'VND', 'totalAmount');
    expect([whole?.code, whole?.value]).toEqual([
      'field.invalid',
      { field: 'totalAmount', key: 'validation_amount_whole' },
    ]);
    const cents = amountDigitsRefusal(12.345, 'CNY');
    expect([cents?.code, cents?.value]).toEqual([
      'field.invalid',
      { field: 'amount', key: 'validation_amount_decimals', digits: 2 },
    ]);
  });

  it('splits a dong envelope into whole dong', () => {
    const shares = splitShares(100_001 * minorUnitsPerOne('VND'), 7);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100_001);
    expect(shares.every((share) => Number.isInteger(share) && share >= 1)).toBe(true);
  });
});

describe('the calls that take an amount refuse one the currency cannot hold, and keep nothing of it', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ frozenAtSeed: true });
  }, 120_000);
  afterAll(() => sandbox.close());

  const call = async (merchant: string, username: string, path: string, body: object, encrypt = false) =>
    (
      await sandbox.call('POST', path, {
        token: await sandbox.tokenFor(username, merchant),
        body,
        encrypt,
        merchant,
      })
    ).body;
  const whole = {
    success: false,
    errorCode: 'field.invalid',
    value: { field: 'amount', key: 'validation_amount_whole' },
  };
  const count = async (table: string) =>
    (await sandbox.runtime.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it('VND: deposit, withdrawal, quick bet, agent transfer and red envelope with half a dong', async () => {
    const [requests, bets, transfers, envelopes] = [
      await count('fund_requests'),
      await count('lottery_bets'),
      await count('agent_transfers'),
      await count('red_envelopes'),
    ];
    const pay = { paymentPassword: demoPaymentPassword };
    expect(
      await call('VERDE', 'member01', '/wps/member-centre/deposit', { channel: 'BANK', amount: 100_000.5 }),
    ).toMatchObject(whole);
    expect(
      await call('VERDE', 'member01', '/wps/member-centre/withdraw', { amount: 100_000.5, ...pay }, true),
    ).toMatchObject(whole);
    expect(
      await call('VERDE', 'member01', '/lgw/bets', {
        gameCode: 'TJSSC',
        market: 'STRAIGHT',
        selection: '1,2,3,4,5',
        amount: 2.5,
      }),
    ).toMatchObject(whole);
    expect(
      await call(
        'VERDE',
        'agent01',
        '/wps/agent/transfer',
        { direction: 'TO_DOWNLINE', usernames: ['downline01'], amount: 1000.5, ...pay },
        true,
      ),
    ).toMatchObject(whole);
    expect(
      await call('VERDE', 'agent01', '/wps/agent/red-envelopes', { totalAmount: 10_000.5, count: 3, ...pay }, true),
    ).toMatchObject({ ...whole, value: { field: 'totalAmount', key: 'validation_amount_whole' } });
    expect([
      await count('fund_requests'),
      await count('lottery_bets'),
      await count('agent_transfers'),
      await count('red_envelopes'),
    ]).toEqual([requests, bets, transfers, envelopes]);
  });

  it('VND: whole amounts go through, and an envelope is shared out in whole dong', async () => {
    const deposit = await call('VERDE', 'member01', '/wps/member-centre/deposit', { channel: 'BANK', amount: 150_000 });
    expect(deposit).toMatchObject({ success: true, value: { amount: 150_000, status: 'PENDING' } });
    const sent = await call(
      'VERDE',
      'agent01',
      '/wps/agent/red-envelopes',
      { totalAmount: 10_001, count: 7, paymentPassword: demoPaymentPassword },
      true,
    );
    expect(sent).toMatchObject({ success: true, value: { totalAmount: 10_001 } });
    const shares = await sandbox.runtime.db.query<{ amount: number }>(
      'SELECT amount FROM red_envelope_shares WHERE envelope_id = $1',
      [sent.value.id],
    );
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(10_001);
    expect(shares.every((share) => Number.isInteger(share.amount))).toBe(true);
  });

  it('CNY: cents go through, a third decimal is refused with the digits the currency has', async () => {
    const refused = await call('AURUM', 'member01', '/wps/member-centre/deposit', { channel: 'BANK', amount: 300.555 });
    expect(refused).toMatchObject({
      errorCode: 'field.invalid',
      value: { field: 'amount', key: 'validation_amount_decimals', digits: 2 },
    });
    const taken = await call('AURUM', 'member01', '/wps/member-centre/deposit', { channel: 'BANK', amount: 300.55 });
    expect(taken).toMatchObject({ success: true, value: { amount: 300.55 } });
  });
});
