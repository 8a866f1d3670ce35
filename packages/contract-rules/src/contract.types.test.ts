import { describe, expect, it } from 'vitest';
import { ContractActionNotAllowedError, ContractRulesError, isContractRulesError } from './contract.errors.ts';
import { CONTRACT_MESSAGE_KEYS, productTypeLabelKey } from './contract.keys.ts';
import { isContractStatus, isProductType, PRODUCT_TYPES } from './contract.types.ts';

describe('product types and statuses', () => {
  it('lists the nine product types of the spec', () => {
    expect(PRODUCT_TYPES).toEqual(['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP', 'DEPOSIT']);
    expect(isProductType('ELOTT')).toBe(true);
    expect(isProductType('ESPORTS')).toBe(false);
    expect(isProductType('live')).toBe(false);
  });

  it('recognises P, E and V as contract statuses', () => {
    for (const s of ['P', 'E', 'V']) expect(isContractStatus(s)).toBe(true);
    for (const s of ['A', 'R', 'C', 'p', null]) expect(isContractStatus(s)).toBe(false);
  });

  it('names product labels and keeps the spec keys', () => {
    expect(productTypeLabelKey('SPORTS')).toBe('contract_product_sports');
    expect(CONTRACT_MESSAGE_KEYS.success).toBe('contract_request_success');
    expect(CONTRACT_MESSAGE_KEYS.higherRate).toBe('higher_rate');
  });
});

describe('errors', () => {
  it('are ContractRulesErrors with their own name, recognised across realms', () => {
    const error = new ContractActionNotAllowedError('daily', 'V', 'R');
    expect(error).toBeInstanceOf(ContractRulesError);
    expect(error.name).toBe('ContractActionNotAllowedError');
    expect(error.message).toContain('daily');
    expect(isContractRulesError(error)).toBe(true);
    expect(isContractRulesError({ name: 'ContractRulesError' })).toBe(true);
    expect(isContractRulesError(new Error('x'))).toBe(false);
    expect(isContractRulesError(null)).toBe(false);
  });
});
