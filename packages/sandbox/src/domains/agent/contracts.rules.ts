/**
 * Status x action -> new status, per contract kind. Mirrors the table of @platform/contract-rules
 * (`CONTRACT_STATUS_ACTIONS`: P/E offer A and R; V offers C and the reject-style A; hourly V offers only R, its
 * terminate) and adds what the server does with each: R rejected, T terminated. One table, tested row by row.
 */
export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
export type StoredStatus = 'P' | 'E' | 'V' | 'R' | 'T';
export type ContractAction = 'A' | 'R' | 'C';

type Transitions = Readonly<Partial<Record<StoredStatus, Readonly<Partial<Record<ContractAction, StoredStatus>>>>>>;

const pending = { A: 'V', R: 'R' } as const;
const standard: Transitions = { P: pending, E: pending, V: { C: 'T', A: 'T' } };

export const contractTransitions: Readonly<Record<ContractKind, Transitions>> = {
  dividend: standard,
  daily: standard,
  hourly: { P: pending, E: pending, V: { R: 'T' } },
  realtime: standard,
};

/** The status an action leads to, or null when the status does not offer it (`contract.action.invalid`). */
export function nextStatus(kind: ContractKind, status: string, action: ContractAction): StoredStatus | null {
  return contractTransitions[kind][status as StoredStatus]?.[action] ?? null;
}

/** Statuses shown in the consolidated requirement lists. */
export const listedStatuses: readonly StoredStatus[] = ['P', 'E', 'V'];
