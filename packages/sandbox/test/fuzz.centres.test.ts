import { contract } from '@platform/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../src/core/testing';
import { fuzzGroups, runsPerEndpoint } from './fuzz.helpers';

const playerGroups = new Set([
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
]);
// Every other group of the contract, whatever exists when the test runs (the centres, and any group added later).
const groups = (Object.keys(contract) as (keyof typeof contract)[]).filter((g) => !playerGroups.has(g));

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('bad input on the other calls of the contract', () => {
  it(`answers ${runsPerEndpoint} generated bad requests per endpoint with 4xx, never 5xx`, async () => {
    const endpoints = groups.reduce((n, g) => n + Object.keys(contract[g]).length, 0);
    const sent = await fuzzGroups(sandbox, groups);
    expect(sent).toBe(endpoints * runsPerEndpoint);
  }, 900_000);
});
