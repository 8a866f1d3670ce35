import type { endpoint } from './define';

/** The `agent` group of the wire contract. */
export const agent = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
