import type { endpoint } from './define';

/** The `contracts` group of the wire contract. */
export const contracts = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
