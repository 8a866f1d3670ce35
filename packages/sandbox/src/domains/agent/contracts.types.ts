// The contracts' rows and terms as the sandbox stores them (agent_contracts).
import type { ContractKind, StoredStatus } from './contracts.rules';

export interface DividendTerms {
  minimumBet: number;
  netLoss: number;
  activeMember: number;
  contractRate: number;
  periodicTotalBetRequired: number;
  downlineHigherRate: 'Y' | 'N';
}
export interface DailyTier {
  betVolume: number;
  activeMember: number;
  rateType: string;
  rate: number;
}
export interface HourlyTier {
  minimumBet: number;
  activeMember: number;
  rateType: string;
  rate: number;
}
export interface RealtimeTier {
  betAmount: number;
  lossRate: number;
  winRate: number;
}

export interface ContractRow {
  id: number;
  kind: ContractKind;
  customer_id: number;
  offered_by: number | null;
  offered_by_name?: string | null;
  status: StoredStatus;
  product_type: string | null;
  computation_period: string | null;
  terms: DividendTerms | { tiers: (DailyTier | HourlyTier | RealtimeTier)[] };
  replaces_id: number | null;
  created_at: number;
  accepted_at: number | null;
  effective_from: number | null;
  ended_at: number | null;
  settled_until: number | null;
  settled_bet_id: number;
}
