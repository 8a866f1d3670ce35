// Generated from the contract by scripts/generate.ts. Do not edit: run `pnpm --filter @platform/api-client generate`.
import type { RouteEntry } from '../contract/routes';

export const routes = {
  agent: {

  },
  auth: {

  },
  chat: {

  },
  contracts: {

  },
  feedback: {

  },
  games: {

  },
  lottery: {

  },
  member: {

  },
  memberCentre: {

  },
  notices: {

  },
  payments: {

  },
  points: {

  },
  promotions: {

  },
  system: {
    publicKey: ["GET","/wps/system/publicKey",80],
  },
  wallet: {

  },
} as const satisfies Record<string, Record<string, RouteEntry>>;
