// Test fixtures: one contract of each kind, in a given status.
import type {
  DailySalaryContract,
  DividendContract,
  HourlySalaryContract,
  RealTimeSalaryContract,
} from './contract.types.ts';

export const dividend = (status: string, over: Partial<DividendContract> = {}): DividendContract => ({
  id: 11,
  productType: 'LIVE',
  computationPeriod: '2024-05',
  status,
  minimumBet: 1000,
  netLoss: 500,
  activeMember: 5,
  contractRate: 0.35,
  periodicTotalBet: 20000,
  periodicTotalBetRequired: 50000,
  downlineHigherRate: 'N',
  ...over,
});

export const daily = (status: string): DailySalaryContract => ({
  id: 21,
  status,
  details: [{ betVolume: 10000, activeMember: 3, rateType: 'P', rate: 0.015 }],
});

export const hourly = (status: string): HourlySalaryContract => ({
  contractId: 31,
  status,
  productType: 'RNG',
  hourSalaryRates: [{ minimumBet: 500, activeMember: 2, rateType: 'F', rate: 20 }],
});

export const realtime = (status: string): RealTimeSalaryContract => ({
  contractId: 41,
  status,
  realTimeSalaryRates: [{ betAmount: 1000, lossRate: 0.02, winRate: 0.01 }],
});
