import type { endpoint } from './define';

/** The `feedback` group of the wire contract. */
export const feedback = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
