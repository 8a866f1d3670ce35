/**
 * The agent contract types (points-centres-lottery.md §3, §4, §7). The sandbox and the api-client mirror these
 * shapes; the four kinds differ in their id field, their rate rows and the request their actions send.
 */

/** P pending, E pending variant, V accepted (§4). Other values (final states) have no actions. */
export const CONTRACT_STATUSES = ['P', 'E', 'V'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A accept, R reject, C cancel (§4). */
export const CONTRACT_ACTIONS = ['A', 'R', 'C'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** §3: LIVE, RNG, CONS, SPORTS, LOTT, FISH, ELOTT, PVP, DEPOSIT. */
export const PRODUCT_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP', 'DEPOSIT'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The four contract kinds of the consolidated contract-request modal (§2). */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** `P` = the rate is a percentage; any other value = a fixed amount (§3). */
export type RateType = 'P' | (string & {});

export type YesNo = 'Y' | 'N';

/** Dividend contract (§3). Rates are fractions: 0.35 is shown as 35.00%. */
export interface DividendContract {
  id: number | string;
  productType: ProductType;
  computationPeriod: string;
  status: string;
  minimumBet: number;
  netLoss: number;
  activeMember: number;
  contractRate: number;
  periodicTotalBet: number;
  periodicTotalBetRequired: number;
  /** Y: the contract's rate is higher than the downline's; accepting asks `higher_rate` first. */
  downlineHigherRate: YesNo;
}

/** One tier of a daily salary contract. */
export interface DailySalaryDetail {
  betVolume: number;
  activeMember: number;
  rateType: RateType;
  rate: number;
}

export interface DailySalaryContract {
  id: number | string;
  status: string;
  details: DailySalaryDetail[];
}

/** One tier of an hourly salary contract. */
export interface HourlySalaryRate {
  minimumBet: number;
  activeMember: number;
  rateType: RateType;
  rate: number;
}

export interface HourlySalaryContract {
  contractId: number | string;
  status: string;
  /** The hourly action sends the product type (§7), so hourly contracts carry it. */
  productType: ProductType;
  hourSalaryRates: HourlySalaryRate[];
}

/** One tier of a real-time salary contract; lossRate and winRate are fractions shown as percent. */
export interface RealTimeSalaryRate {
  betAmount: number;
  lossRate: number;
  winRate: number;
}

export interface RealTimeSalaryContract {
  contractId: number | string;
  status: string;
  realTimeSalaryRates: RealTimeSalaryRate[];
}

export interface ContractByKind {
  dividend: DividendContract;
  daily: DailySalaryContract;
  hourly: HourlySalaryContract;
  realtime: RealTimeSalaryContract;
}

/**
 * The request each kind's action posts (§7). `status` carries the action (A, R or C); `from` the status the player
 * saw, which makes the action idempotent on the server (a second accept of an accepted contract changes nothing, and
 * only an A sent from V ends it).
 */
export interface ContractRequestByKind {
  dividend: { productType: ProductType; computationPeriod: string; status: ContractAction; from: ContractStatus };
  daily: { id: number | string; status: ContractAction; from: ContractStatus };
  hourly: { contractId: number | string; status: ContractAction; productType: ProductType; from: ContractStatus };
  realtime: { contractId: number | string; status: ContractAction; from: ContractStatus };
}

/** One kind's request: which endpoint family (`kind`) and the JSON body. */
export interface ContractRequestOf<K extends ContractKind> {
  kind: K;
  body: ContractRequestByKind[K];
}

export type ContractRequest = { [K in ContractKind]: ContractRequestOf<K> }[ContractKind];

/** An agent row of a consolidated info block ("agents with a status", §3). */
export interface ContractAgentEntry {
  agentId?: number | string;
  account?: string;
  status: string;
}

/** The consolidated contract GET (§3, §7): the four requirement lists and the five info blocks. */
export interface ConsolidatedContracts {
  divtypecompperiodreq?: DividendContract[] | null;
  dailysalreqtype?: DailySalaryContract[] | null;
  contracthoursalreq?: HourlySalaryContract[] | null;
  realtimesalreqtype?: RealTimeSalaryContract[] | null;
  contracthoursalinfo?: ContractAgentEntry[] | null;
  dailysalinfotype?: ContractAgentEntry[] | null;
  realtimesalinfotype?: ContractAgentEntry[] | null;
  divtypeinfo?: ContractAgentEntry[] | null;
  divtypecompperiodinfo?: ContractAgentEntry[] | null;
}

export function isContractStatus(value: unknown): value is ContractStatus {
  return (CONTRACT_STATUSES as readonly unknown[]).includes(value);
}

export function isProductType(value: unknown): value is ProductType {
  return (PRODUCT_TYPES as readonly unknown[]).includes(value);
}
