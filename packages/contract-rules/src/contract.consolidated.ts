/**
 * The consolidated contract GET (points-centres-lottery.md §3, §4): contract presence is true if any of the four
 * requirement fields is non-empty; an info block's check is true if it has agent entries, except divtypeinfo, which
 * is true only if an agent has status A or V.
 */
import { type ContractStatusView, contractView } from './contract.actions.ts';
import type { ConsolidatedContracts, ContractAgentEntry, ContractByKind, ContractKind } from './contract.types.ts';

/** Which requirement field of the consolidated answer lists each kind's requests. */
export const REQUIREMENT_FIELDS = {
  dividend: 'divtypecompperiodreq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof ConsolidatedContracts>;

export const INFO_BLOCKS = [
  'contracthoursalinfo',
  'dailysalinfotype',
  'realtimesalinfotype',
  'divtypeinfo',
  'divtypecompperiodinfo',
] as const satisfies readonly (keyof ConsolidatedContracts)[];
export type InfoBlock = (typeof INFO_BLOCKS)[number];

/** Agent statuses that make divtypeinfo true: accepted (A) or active (V). */
const DIVIDEND_INFO_STATUSES = new Set(['A', 'V']);

/**
 * Non-empty as the server may send it: a list with entries, an object with keys, a non-blank string. The typed
 * contract says lists; the looser reading keeps a differently shaped server from hiding contracts.
 */
export function isNonEmpty(value: unknown): boolean {
  if (value == null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return value !== false;
}

/** True if the agent has any contract request: one of the four requirement fields is non-empty. */
export function hasContractRequests(consolidated: ConsolidatedContracts | null | undefined): boolean {
  if (!consolidated) return false;
  return Object.values(REQUIREMENT_FIELDS).some((field) => isNonEmpty(consolidated[field]));
}

function entries(block: unknown): ContractAgentEntry[] {
  return Array.isArray(block) ? (block as ContractAgentEntry[]) : [];
}

/** The check of each info block (e.g. whether to show the matching salary or dividend page). */
export function consolidatedChecks(consolidated: ConsolidatedContracts | null | undefined): Record<InfoBlock, boolean> {
  const result = {} as Record<InfoBlock, boolean>;
  for (const block of INFO_BLOCKS) {
    const agents = entries(consolidated?.[block]);
    result[block] =
      block === 'divtypeinfo' ? agents.some((a) => DIVIDEND_INFO_STATUSES.has(a.status)) : agents.length > 0;
  }
  return result;
}

export type ContractItem = {
  [K in ContractKind]: { kind: K; contract: ContractByKind[K]; view: ContractStatusView };
}[ContractKind];

/**
 * The contract-request modal's two sections: pending requests (accept or reject) and accepted contracts under
 * termination, each kind in the order dividend, daily, hourly, real-time. Statuses without actions are left out.
 */
export function contractSections(consolidated: ConsolidatedContracts | null | undefined): {
  pending: ContractItem[];
  termination: ContractItem[];
} {
  const sections = { pending: [] as ContractItem[], termination: [] as ContractItem[] };
  for (const [kind, field] of Object.entries(REQUIREMENT_FIELDS) as [ContractKind, keyof ConsolidatedContracts][]) {
    const list = consolidated?.[field];
    if (!Array.isArray(list)) continue;
    for (const contract of list as ContractByKind[ContractKind][]) {
      const view = contractView(kind, contract.status);
      if (view) sections[view.section].push({ kind, contract, view } as ContractItem);
    }
  }
  return sections;
}
