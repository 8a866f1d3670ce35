import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  CONTRACT_STATUS_ACTIONS,
  confirmationFor,
  contractActionRequest,
  contractView,
  isActionAllowed,
  planContractAction,
} from './contract.actions.ts';
import { ContractActionNotAllowedError, isContractActionNotAllowedError } from './contract.errors.ts';
import { daily, dividend, hourly, realtime } from './contract.fixtures.test-helpers.ts';
import { CONTRACT_KINDS } from './contract.types.ts';

const standardKinds = ['dividend', 'daily', 'realtime'] as const;

describe('statuses to actions table', () => {
  it.each(CONTRACT_KINDS)('%s: P and E are pending with accept (A) and reject (R)', (kind) => {
    for (const status of ['P', 'E']) {
      const view = contractView(kind, status);
      expect(view?.section).toBe('pending');
      expect(view?.buttons).toEqual([
        { action: 'A', label: 'contract_action_accept', tone: 'primary' },
        { action: 'R', label: 'contract_action_reject', tone: 'danger' },
      ]);
    }
  });

  it.each(standardKinds)('%s: V is under termination with cancel (C) and A as a reject-style button', (kind) => {
    expect(contractView(kind, 'V')).toEqual({
      section: 'termination',
      buttons: [
        { action: 'C', label: 'contract_action_cancel', tone: 'neutral' },
        { action: 'A', label: 'contract_action_terminate', tone: 'danger' },
      ],
    });
  });

  it('hourly salary: V offers only terminate, sent as reject (R)', () => {
    expect(contractView('hourly', 'V')).toEqual({
      section: 'termination',
      buttons: [{ action: 'R', label: 'contract_action_terminate', tone: 'danger' }],
    });
    expect(allowedActions('hourly', 'V')).toEqual(['R']);
    expect(isActionAllowed('hourly', 'V', 'C')).toBe(false);
    expect(isActionAllowed('hourly', 'V', 'A')).toBe(false);
  });

  it.each(CONTRACT_KINDS)('%s: other statuses offer nothing', (kind) => {
    for (const status of ['A', 'R', 'C', '', 'p', 'X']) {
      expect(contractView(kind, status)).toBeNull();
      expect(allowedActions(kind, status)).toEqual([]);
    }
  });

  it('covers every kind and status in one table', () => {
    expect(Object.keys(CONTRACT_STATUS_ACTIONS).sort()).toEqual([...CONTRACT_KINDS].sort());
    for (const row of Object.values(CONTRACT_STATUS_ACTIONS)) expect(Object.keys(row)).toEqual(['P', 'E', 'V']);
  });
});

describe('higher_rate confirmation', () => {
  it('asks higher_rate before accepting a dividend whose downlineHigherRate is Y', () => {
    expect(confirmationFor('dividend', dividend('P', { downlineHigherRate: 'Y' }), 'A')).toBe('higher_rate');
    expect(confirmationFor('dividend', dividend('E', { downlineHigherRate: 'Y' }), 'A')).toBe('higher_rate');
  });

  it('does not ask when rejecting, when the flag is N, on termination, or for other kinds', () => {
    expect(confirmationFor('dividend', dividend('P', { downlineHigherRate: 'Y' }), 'R')).toBeNull();
    expect(confirmationFor('dividend', dividend('P'), 'A')).toBeNull();
    expect(confirmationFor('dividend', dividend('V', { downlineHigherRate: 'Y' }), 'A')).toBeNull();
    expect(confirmationFor('daily', daily('P'), 'A')).toBeNull();
  });
});

describe('request payloads', () => {
  it('dividend sends productType, computationPeriod, status and the status seen', () => {
    expect(contractActionRequest('dividend', dividend('P'), 'A')).toEqual({
      kind: 'dividend',
      body: { productType: 'LIVE', computationPeriod: '2024-05', status: 'A', from: 'P' },
    });
  });

  it('daily salary sends id, status and the status seen', () => {
    expect(contractActionRequest('daily', daily('V'), 'C')).toEqual({
      kind: 'daily',
      body: { id: 21, status: 'C', from: 'V' },
    });
  });

  it('hourly salary sends contractId, status, productType and the status seen; terminate goes as R', () => {
    expect(contractActionRequest('hourly', hourly('V'), 'R')).toEqual({
      kind: 'hourly',
      body: { contractId: 31, status: 'R', productType: 'RNG', from: 'V' },
    });
  });

  it('real-time salary sends contractId, status and the status seen', () => {
    expect(contractActionRequest('realtime', realtime('E'), 'R')).toEqual({
      kind: 'realtime',
      body: { contractId: 41, status: 'R', from: 'E' },
    });
  });

  it('refuses an action the status does not offer, with a typed error', () => {
    const error = (() => {
      try {
        contractActionRequest('dividend', dividend('V'), 'R');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContractActionNotAllowedError);
    expect(isContractActionNotAllowedError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'dividend', status: 'V', action: 'R' });
    expect(() => contractActionRequest('daily', daily('A'), 'A')).toThrow(ContractActionNotAllowedError);
  });
});

describe('planContractAction', () => {
  it('bundles the confirmation, the request and the reload with contract_request_success', () => {
    expect(planContractAction('dividend', dividend('P', { downlineHigherRate: 'Y' }), 'A')).toEqual({
      confirm: 'higher_rate',
      request: {
        kind: 'dividend',
        body: { productType: 'LIVE', computationPeriod: '2024-05', status: 'A', from: 'P' },
      },
      onSuccess: { reloadConsolidated: true, message: 'contract_request_success' },
    });
    expect(planContractAction('hourly', hourly('P'), 'A').confirm).toBeNull();
  });
});
