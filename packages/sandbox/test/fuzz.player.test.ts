import { contract } from '@platform/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../src/core/testing';
import { fuzzGroups, runsPerEndpoint } from './fuzz.helpers';

// The player-site groups; fuzz.centres.test.ts covers the rest, so the two run side by side.
const groups = [
  'system',
  'auth',
  'member',
  'wallet',
  'notices',
  'promotions',
  'payments',
  'games',
  'chat',
  'feedback',
] as const;

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('bad input on the player-site calls', () => {
  it(`answers ${runsPerEndpoint} generated bad requests per endpoint with 4xx, never 5xx`, async () => {
    const endpoints = groups.reduce((n, g) => n + Object.keys(contract[g]).length, 0);
    const sent = await fuzzGroups(sandbox, groups);
    expect(sent).toBe(endpoints * runsPerEndpoint);
  }, 900_000);
});
