import { z } from 'zod';
import { idInput, productType } from './centres-common';
import { epochMs, money } from './common';
import { endpoint } from './define';

/**
 * Agent contracts and salary (points-centres-lottery.md §2 contract screens, §3, §4, §7), mirroring
 * @platform/contract-rules: statuses P pending, E pending variant (a revised offer), V accepted; actions A accept,
 * R reject, C cancel. Rates are fractions (0.35 is shown as 35.00%); `rateType` P is a percentage, anything else a
 * fixed amount.
 *
 * Transitions (the spec shows none; designed here and implemented by the sandbox):
 * - P or E + A -> V (accepted; in force from the start of the next period: next computation period for dividends,
 *   next business day for daily, next hour for hourly, at once for real-time). Accepting an E that revises a
 *   contract in force ends the old one.
 * - P or E + R -> R (rejected; leaves the lists).
 * - V + C, or V + A (the reject-style button) -> T (terminated); hourly V + R (terminate sent as reject) -> T.
 * - Anything else answers `contract.action.invalid`.
 */

export const contractStatus = z.enum(['P', 'E', 'V']);
export const contractAction = z.enum(['A', 'R', 'C']);
/** Dividend computation periods: weekly (Monday to Sunday), semi-monthly (1st-15th, 16th-end), monthly. */
export const computationPeriod = z.enum(['WEEKLY', 'SEMIMONTHLY', 'MONTHLY']);
/** P: `rate` is a fraction of the basis; F: `rate` is a fixed amount of money. */
export const rateType = z.string();

const offer = {
  /** Who offered the contract: the upline's account, or null for the platform. */
  offeredBy: z.string().nullable(),
  createdAt: epochMs,
  /** When it was accepted, for V. */
  acceptedAt: epochMs.nullable(),
  /** When an accepted contract starts to count (the start of the next period). */
  effectiveFrom: epochMs.nullable(),
};

export const dividendContract = z.object({
  id: z.number().int(),
  productType,
  computationPeriod,
  status: contractStatus,
  /** A member counts as active when their bets in the period reach this amount. */
  minimumBet: money,
  /** The team's net loss (bets minus wins) the period must reach. */
  netLoss: money,
  /** Active members the period needs. */
  activeMember: z.number().int().nonnegative(),
  /** Fraction of the net loss paid as dividend. */
  contractRate: z.number(),
  /** The team's bets of this product in the current period so far. */
  periodicTotalBet: money,
  periodicTotalBetRequired: money,
  /** Y: this rate is higher than what the agent's downline gets; accepting asks `higher_rate` first. */
  downlineHigherRate: z.enum(['Y', 'N']),
  ...offer,
});

export const dailySalaryDetail = z.object({
  betVolume: money,
  activeMember: z.number().int().nonnegative(),
  rateType,
  rate: z.number(),
});
export const dailySalaryContract = z.object({
  id: z.number().int(),
  status: contractStatus,
  details: z.array(dailySalaryDetail),
  ...offer,
});

export const hourlySalaryRate = z.object({
  minimumBet: money,
  activeMember: z.number().int().nonnegative(),
  rateType,
  rate: z.number(),
});
export const hourlySalaryContract = z.object({
  contractId: z.number().int(),
  status: contractStatus,
  productType,
  hourSalaryRates: z.array(hourlySalaryRate),
  ...offer,
});

export const realTimeSalaryRate = z.object({
  /** The smallest bet the tier applies to. */
  betAmount: money,
  /** Fraction of a losing bet paid as salary. */
  lossRate: z.number(),
  /** Fraction of a winning bet paid as salary. */
  winRate: z.number(),
});
export const realTimeSalaryContract = z.object({
  contractId: z.number().int(),
  status: contractStatus,
  realTimeSalaryRates: z.array(realTimeSalaryRate),
  ...offer,
});

/**
 * An agent in an info block: the caller or an agent of their downline holding a contract of that kind. `status`
 * is P or E (offered), A (accepted, in force from the next period) or V (in force).
 */
export const contractAgentEntry = z.object({
  agentId: z.number().int(),
  account: z.string(),
  status: z.enum(['P', 'E', 'A', 'V']),
  /** 0 for the caller, 1 for a direct downline... */
  level: z.number().int().nonnegative(),
  /** Dividend blocks by product and period (divtypecompperiodinfo) name them. */
  productType: productType.optional(),
  computationPeriod: computationPeriod.optional(),
});

export const consolidatedContracts = z.object({
  /** Dividend requests: pending (P, E) and accepted (V). */
  divtypecompperiodreq: z.array(dividendContract),
  dailysalreqtype: z.array(dailySalaryContract),
  contracthoursalreq: z.array(hourlySalaryContract),
  realtimesalreqtype: z.array(realTimeSalaryContract),
  contracthoursalinfo: z.array(contractAgentEntry),
  dailysalinfotype: z.array(contractAgentEntry),
  realtimesalinfotype: z.array(contractAgentEntry),
  /** One entry per agent holding any dividend contract (its most advanced status). */
  divtypeinfo: z.array(contractAgentEntry),
  /** One entry per agent, product type and computation period. */
  divtypecompperiodinfo: z.array(contractAgentEntry),
});

/** What every action answers: the contract's new status (V, R rejected or T terminated) and when it takes effect. */
export const contractActionResult = z.object({
  contractId: z.number().int(),
  kind: z.enum(['dividend', 'daily', 'hourly', 'realtime']),
  status: z.enum(['V', 'R', 'T']),
  effectiveFrom: epochMs.nullable(),
  /**
   * Present (true) when nothing changed because the contract already had the status this action leads to from the
   * one the player saw: a double click or a client's retry of an accept or a reject.
   */
  unchanged: z.literal(true).optional(),
});

/**
 * The status the player saw when choosing the action (P, E or V). Actions are idempotent by it: when the contract has
 * already moved to where this action leads from that status, the answer is that status with `unchanged`; when it
 * moved elsewhere, `contract.action.invalid`. Without it, an accept that meets an accepted contract is a repeated
 * accept (unchanged), never the reject-style A of the termination section, which must send `from: 'V'`.
 */
const seenStatus = z.enum(['P', 'E', 'V']).optional();

const actionErrors = ['contract.not.found', 'contract.action.invalid', 'trial.account.refused'] as const;
const actionNote =
  'After any action the consolidated list reloads and the page shows contract_request_success (spec §4, §8).';

export const contracts = {
  consolidated: endpoint({
    method: 'GET',
    path: '/wps/contract/consolidated',
    summary: "The consolidated contract GET: the caller's contract requests of all four kinds and the info blocks",
    description:
      'Requirement lists (dailysalreqtype, divtypecompperiodreq, contracthoursalreq, realtimesalreqtype) hold the ' +
      "caller's contracts in P, E or V. Contract presence is true if any is non-empty; the info blocks list the " +
      'agents (the caller and their downline) holding each kind, and decide which agent-centre pages show.',
    input: z.object({}),
    output: consolidatedContracts,
    access: 'member',
  }),
  dividend: endpoint({
    method: 'POST',
    path: '/wps/relay/contract/dividend',
    summary: 'Dividend contract action: accept, reject or end the dividend of a product type and computation period',
    description:
      `The contract is named by productType and computationPeriod; when a revised offer (E) waits beside one in force ` +
      `(V), A and R act on the offer and C ends the one in force. ${actionNote}`,
    input: z.object({ productType, computationPeriod, status: contractAction, from: seenStatus }),
    output: contractActionResult,
    access: 'member',
    errors: [...actionErrors],
  }),
  dailySalary: endpoint({
    method: 'POST',
    path: '/wps/relay/contract/dailySalary',
    summary: 'Daily salary contract action (id, status)',
    description: actionNote,
    input: z.object({ id: idInput, status: contractAction, from: seenStatus }),
    output: contractActionResult,
    access: 'member',
    errors: [...actionErrors],
  }),
  hourlySalary: endpoint({
    method: 'POST',
    path: '/wps/relay/contract/hourlySalary',
    summary: 'Hourly salary contract action (contractId, status, productType); terminating sends R',
    description: actionNote,
    input: z.object({ contractId: idInput, status: contractAction, productType, from: seenStatus }),
    output: contractActionResult,
    access: 'member',
    errors: [...actionErrors],
  }),
  realtimeSalary: endpoint({
    method: 'POST',
    path: '/wps/relay/contract/realtimeSalary',
    summary: 'Real-time salary contract action (contractId, status)',
    description: actionNote,
    input: z.object({ contractId: idInput, status: contractAction, from: seenStatus }),
    output: contractActionResult,
    access: 'member',
    errors: [...actionErrors],
  }),
} as const;
