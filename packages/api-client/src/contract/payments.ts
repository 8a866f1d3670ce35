import type { endpoint } from './define';

/** The `payments` group of the wire contract. */
export const payments = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
