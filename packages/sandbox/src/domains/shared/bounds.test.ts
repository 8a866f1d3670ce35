import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ frozenAtSeed: true });
}, 120_000);
afterAll(() => sandbox.close());

describe('values beyond what the store holds', () => {
  it('are refused as 400 request.invalid before any query runs', async () => {
    const agent = await sandbox.tokenFor('agent01');
    const member = await sandbox.tokenFor('member01');
    const cases = [
      sandbox.call('POST', '/wps/agent/transfer', {
        token: agent,
        encrypt: true,
        body: { direction: 'TO_DOWNLINE', usernames: ['downline01'], amount: 1e17, paymentPassword: 'Pay1234' },
      }),
      sandbox.call('GET', '/wps/member-centre/bets', { token: member, query: { page: '1e308' } }),
      sandbox.call('GET', '/wps/member-centre/bets', {
        token: member,
        query: { startDate: '1e300', endDate: '1e300' },
      }),
      sandbox.call('POST', '/wps/relay/contract/dailySalary', { token: agent, body: { id: 1e12, status: 'A' } }),
      sandbox.call('GET', '/lgw/numeros/near', { query: { gameId: 2 ** 40 } }),
      sandbox.call('POST', '/wps/relay/convertPoint', {
        token: member,
        encrypt: true,
        body: { amount: 1e20, password: 'Pay1234' },
      }),
    ];
    for (const { status, body } of await Promise.all(cases))
      expect([status, body.errorCode]).toEqual([400, 'request.invalid']);
  });
});
