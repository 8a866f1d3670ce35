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
    balance: ["GET","/wps/points/balance",112],
    config: ["GET","/wps/points/config",80],
    convert: ["POST","/wps/relay/convertPoint",33],
    infoIcon: ["GET","/wps/points/info-icon",80],
    redeem: ["POST","/wps/relay/redeemPointReward",33],
    redemptions: ["GET","/wps/points/redemptions",112],
    refreshBalance: ["POST","/wps/points/balance/refresh",48],
    rewardTypes: ["GET","/wps/points/reward-types",80],
    rewards: ["GET","/wps/points/rewards",80],
    transactions: ["GET","/wps/points/transactions",112],
  },
  promotions: {

  },
  system: {
    publicKey: ["GET","/wps/system/publicKey",80],
  },
  wallet: {

  },
} as const satisfies Record<string, Record<string, RouteEntry>>;
