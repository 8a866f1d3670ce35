import type { endpoint } from './define';

/** The `wallet` group of the wire contract. */
export const wallet = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
