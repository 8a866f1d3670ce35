import { describe, expect, it } from 'vitest';
import { consolidatedChecks, contractSections, hasContractRequests, isNonEmpty } from './contract.consolidated.ts';
import { daily, dividend, hourly, realtime } from './contract.fixtures.test-helpers.ts';
import type { ConsolidatedContracts } from './contract.types.ts';

describe('contract presence', () => {
  it('is false when all four requirement fields are empty or missing', () => {
    expect(hasContractRequests(undefined)).toBe(false);
    expect(hasContractRequests({})).toBe(false);
    expect(
      hasContractRequests({ divtypecompperiodreq: [], dailysalreqtype: null, contracthoursalreq: [], divtypeinfo: [] }),
    ).toBe(false);
  });

  it.each([
    ['divtypecompperiodreq', [dividend('P')]],
    ['dailysalreqtype', [daily('P')]],
    ['contracthoursalreq', [hourly('E')]],
    ['realtimesalreqtype', [realtime('V')]],
  ] as const)('is true when %s has an entry', (field, list) => {
    expect(hasContractRequests({ [field]: list } as ConsolidatedContracts)).toBe(true);
  });

  it('reads non-empty for lists, objects, strings and flags the way the server may send them', () => {
    expect(isNonEmpty([1])).toBe(true);
    expect(isNonEmpty({ LIVE: [] })).toBe(true);
    expect(isNonEmpty('P')).toBe(true);
    expect(isNonEmpty(1)).toBe(true);
    for (const empty of [[], {}, '', '  ', null, undefined, false]) expect(isNonEmpty(empty)).toBe(false);
  });
});

describe('consolidated checks', () => {
  it('is true for a block with agent entries and false for an empty or missing one', () => {
    const checks = consolidatedChecks({
      contracthoursalinfo: [{ account: 'agent1', status: 'P' }],
      dailysalinfotype: [],
      realtimesalinfotype: null,
      divtypecompperiodinfo: [{ account: 'agent2', status: 'R' }],
    });
    expect(checks).toEqual({
      contracthoursalinfo: true,
      dailysalinfotype: false,
      realtimesalinfotype: false,
      divtypeinfo: false,
      divtypecompperiodinfo: true,
    });
  });

  it('makes divtypeinfo true only when an agent has status A or V', () => {
    expect(consolidatedChecks({ divtypeinfo: [{ status: 'P' }, { status: 'R' }] }).divtypeinfo).toBe(false);
    expect(consolidatedChecks({ divtypeinfo: [{ status: 'P' }, { status: 'A' }] }).divtypeinfo).toBe(true);
    expect(consolidatedChecks({ divtypeinfo: [{ status: 'V' }] }).divtypeinfo).toBe(true);
  });

  it('is all false without data', () => {
    expect(Object.values(consolidatedChecks(null))).toEqual([false, false, false, false, false]);
  });
});

describe('contract sections', () => {
  it('puts P and E under pending and V under termination, in kind order, dropping final statuses', () => {
    const { pending, termination } = contractSections({
      realtimesalreqtype: [realtime('P')],
      divtypecompperiodreq: [dividend('V'), dividend('A')],
      dailysalreqtype: [daily('E')],
      contracthoursalreq: [hourly('V')],
    });
    expect(pending.map((i) => [i.kind, i.contract.status])).toEqual([
      ['daily', 'E'],
      ['realtime', 'P'],
    ]);
    expect(termination.map((i) => [i.kind, i.view.buttons.map((b) => b.action)])).toEqual([
      ['dividend', ['C', 'A']],
      ['hourly', ['R']],
    ]);
  });

  it('is empty without data', () => {
    expect(contractSections(undefined)).toEqual({ pending: [], termination: [] });
  });
});
