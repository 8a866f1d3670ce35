import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { PLAYER_KEYS } from '../app/player.scope';

/** The mall fetches every reward at once (points §9: page 1, size 1000) and caps what it shows per type. */
export const POINTS_LIMITS = { rewardPageSize: 1000, recordsPageSize: 13, transactionsPageSize: 12 } as const;

/** The ledger hides the back-office audit corrections (points §7: excludeTxTypeIds 9203). */
export const HIDDEN_TX_TYPES = [9203] as const;

export interface RecordsInput {
  status?: 'P' | 'A' | 'R';
  startDate: number;
  endDate: number;
  page: number;
}

export interface TransactionsInput {
  startTime: number;
  endTime: number;
  page: number;
}

/** Query keys: the player's points under PLAYER_SCOPE (dropped at logout); the catalogue is public. */
export const pointsKeys = {
  all: PLAYER_KEYS.points,
  balance: () => [...PLAYER_KEYS.points, 'balance'] as const,
  records: (input: RecordsInput) => [...PLAYER_KEYS.points, 'records', input] as const,
  transactions: (input: TransactionsInput) => [...PLAYER_KEYS.points, 'transactions', input] as const,
  rewards: () => ['points', 'rewards'] as const,
  types: () => ['points', 'types'] as const,
  config: () => ['points', 'config'] as const,
};

export const pointsQueries = {
  balance: (platform: Platform) =>
    queryOptions({
      queryKey: pointsKeys.balance(),
      queryFn: ({ signal }) => platform.api.points.balance(undefined, { signal }),
      staleTime: 10_000,
    }),
  rewards: (platform: Platform) =>
    queryOptions({
      queryKey: pointsKeys.rewards(),
      queryFn: ({ signal }) => platform.api.points.rewards({ page: 1, size: POINTS_LIMITS.rewardPageSize }, { signal }),
      staleTime: 30_000,
    }),
  types: (platform: Platform) =>
    queryOptions({
      queryKey: pointsKeys.types(),
      queryFn: ({ signal }) => platform.api.points.rewardTypes(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  config: (platform: Platform) =>
    queryOptions({
      queryKey: pointsKeys.config(),
      queryFn: ({ signal }) => platform.api.points.config(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  records: (platform: Platform, input: RecordsInput) =>
    queryOptions({
      queryKey: pointsKeys.records(input),
      queryFn: ({ signal }) =>
        platform.api.points.redemptions(
          { ...input, ...(input.status ? {} : { status: undefined }), size: POINTS_LIMITS.recordsPageSize },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  transactions: (platform: Platform, input: TransactionsInput) =>
    queryOptions({
      queryKey: pointsKeys.transactions(input),
      queryFn: ({ signal }) =>
        platform.api.points.transactions(
          { ...input, size: POINTS_LIMITS.transactionsPageSize, excludeTxTypeIds: [...HIDDEN_TX_TYPES] },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
};
