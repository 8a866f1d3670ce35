import type { ContractAction, ContractKind } from './contract.types.ts';

export class ContractRulesError extends Error {
  override name = 'ContractRulesError';
}

/** The action is not offered for the contract's status (e.g. accepting an accepted contract). */
export class ContractActionNotAllowedError extends ContractRulesError {
  override name = 'ContractActionNotAllowedError';
  readonly kind: ContractKind;
  readonly status: string;
  readonly action: ContractAction;

  constructor(kind: ContractKind, status: string, action: ContractAction) {
    super(`${kind} contract in status ${status} offers no action ${action}`);
    this.kind = kind;
    this.status = status;
    this.action = action;
  }
}

const hasName = (error: unknown, names: string[]) =>
  typeof error === 'object' && error !== null && names.includes((error as { name?: unknown }).name as string);

export function isContractRulesError(error: unknown): error is ContractRulesError {
  return error instanceof ContractRulesError || hasName(error, ['ContractRulesError', 'ContractActionNotAllowedError']);
}

export function isContractActionNotAllowedError(error: unknown): error is ContractActionNotAllowedError {
  return error instanceof ContractActionNotAllowedError || hasName(error, ['ContractActionNotAllowedError']);
}
