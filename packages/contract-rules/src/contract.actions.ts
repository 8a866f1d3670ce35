/**
 * Statuses to actions, in one table (points-centres-lottery.md §4): P or E offer accept (A) or reject (R) in the
 * pending section; V sits in the termination section with cancel (C) or A shown as a reject-style button. Hourly
 * salary differs: V offers only terminate, sent as reject (R).
 */
import { ContractActionNotAllowedError } from './contract.errors.ts';
import { CONTRACT_MESSAGE_KEYS, type ContractMessageKey } from './contract.keys.ts';
import type {
  ContractAction,
  ContractByKind,
  ContractKind,
  ContractRequestByKind,
  ContractRequestOf,
  ContractStatus,
} from './contract.types.ts';

export type ContractSection = 'pending' | 'termination';
/** primary: the positive choice; danger: the reject-style button; neutral: a plain one. */
export type ButtonTone = 'primary' | 'danger' | 'neutral';

export interface ContractButton {
  action: ContractAction;
  label: ContractMessageKey;
  tone: ButtonTone;
}

export interface ContractStatusView {
  section: ContractSection;
  buttons: readonly ContractButton[];
}

const K = CONTRACT_MESSAGE_KEYS;
const accept: ContractButton = { action: 'A', label: K.accept, tone: 'primary' };
const reject: ContractButton = { action: 'R', label: K.reject, tone: 'danger' };
const pending: ContractStatusView = { section: 'pending', buttons: [accept, reject] };
const termination: ContractStatusView = {
  section: 'termination',
  buttons: [
    { action: 'C', label: K.cancel, tone: 'neutral' },
    // §4: "A (a reject-style button)": agreeing to end the accepted contract, styled like a reject.
    { action: 'A', label: K.terminate, tone: 'danger' },
  ],
};
const hourlyTermination: ContractStatusView = {
  section: 'termination',
  // §4: "Hourly salary: V terminate, sent as reject."
  buttons: [{ action: 'R', label: K.terminate, tone: 'danger' }],
};

/** The table: contract kind x status -> section and buttons. Statuses not listed have no actions. */
export const CONTRACT_STATUS_ACTIONS: Readonly<
  Record<ContractKind, Readonly<Record<ContractStatus, ContractStatusView>>>
> = {
  dividend: { P: pending, E: pending, V: termination },
  daily: { P: pending, E: pending, V: termination },
  // The spec names only P for hourly pending; E is the pending variant of every kind, so it is pending here too.
  hourly: { P: pending, E: pending, V: hourlyTermination },
  realtime: { P: pending, E: pending, V: termination },
};

/** Where a contract shows and which buttons it has, or null when its status offers no action. */
export function contractView(kind: ContractKind, status: string): ContractStatusView | null {
  return CONTRACT_STATUS_ACTIONS[kind][status as ContractStatus] ?? null;
}

export function allowedActions(kind: ContractKind, status: string): ContractAction[] {
  return contractView(kind, status)?.buttons.map((b) => b.action) ?? [];
}

export function isActionAllowed(kind: ContractKind, status: string, action: ContractAction): boolean {
  return allowedActions(kind, status).includes(action);
}

/**
 * The confirmation to ask before sending, or null: accepting a pending dividend whose downlineHigherRate is Y asks
 * `higher_rate` with cancel and confirm (§4).
 */
export function confirmationFor<T extends ContractKind>(
  kind: T,
  contract: ContractByKind[T],
  action: ContractAction,
): typeof CONTRACT_MESSAGE_KEYS.higherRate | null {
  if (kind !== 'dividend' || action !== 'A') return null;
  const dividend = contract as ContractByKind['dividend'];
  return contractView('dividend', dividend.status)?.section === 'pending' && dividend.downlineHigherRate === 'Y'
    ? K.higherRate
    : null;
}

/** The body each kind posts (§7): dividend productType, computationPeriod, status; daily id, status; hourly
 * contractId, status, productType; real-time contractId, status; each with `from`, the status the player saw (only
 * statuses that offer the action get here, so it is P, E or V). */
const REQUEST_BUILDERS: { [T in ContractKind]: (c: ContractByKind[T], a: ContractAction) => ContractRequestByKind[T] } =
  {
    dividend: (c, status) => ({
      productType: c.productType,
      computationPeriod: c.computationPeriod,
      status,
      from: c.status as ContractStatus,
    }),
    daily: (c, status) => ({ id: c.id, status, from: c.status as ContractStatus }),
    hourly: (c, status) => ({
      contractId: c.contractId,
      status,
      productType: c.productType,
      from: c.status as ContractStatus,
    }),
    realtime: (c, status) => ({ contractId: c.contractId, status, from: c.status as ContractStatus }),
  };

/** The request for an action the contract's status offers; throws ContractActionNotAllowedError otherwise. */
export function contractActionRequest<T extends ContractKind>(
  kind: T,
  contract: ContractByKind[T],
  action: ContractAction,
): ContractRequestOf<T> {
  if (!isActionAllowed(kind, contract.status, action)) {
    throw new ContractActionNotAllowedError(kind, contract.status, action);
  }
  const build = REQUEST_BUILDERS[kind] as (c: ContractByKind[T], a: ContractAction) => ContractRequestByKind[T];
  return { kind, body: build(contract, action) };
}

export interface ContractActionPlan<T extends ContractKind> {
  /** Ask this first (cancel / confirm); send only on confirm. */
  confirm: typeof CONTRACT_MESSAGE_KEYS.higherRate | null;
  request: ContractRequestOf<T>;
  /** After any action the consolidated list reloads and success shows contract_request_success (§4). */
  onSuccess: { reloadConsolidated: true; message: typeof CONTRACT_MESSAGE_KEYS.success };
}

/** Everything a button press needs: the confirmation to ask, the request to send, what follows success. */
export function planContractAction<T extends ContractKind>(
  kind: T,
  contract: ContractByKind[T],
  action: ContractAction,
): ContractActionPlan<T> {
  return {
    confirm: confirmationFor(kind, contract, action),
    request: contractActionRequest(kind, contract, action),
    onSuccess: { reloadConsolidated: true, message: K.success },
  };
}
