// Generated from the contract by scripts/generate.ts. Do not edit: run `pnpm --filter @platform/api-client generate`.
import type { RouteEntry } from '../contract/routes';

export const routes = {
  system: {
    publicKey: ["GET","/wps/system/publicKey",80],
  },
} as const satisfies Record<string, Record<string, RouteEntry>>;
