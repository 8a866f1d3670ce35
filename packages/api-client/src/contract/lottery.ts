import type { endpoint } from './define';

/** The `lottery` group of the wire contract. */
export const lottery = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
