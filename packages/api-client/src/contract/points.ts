import type { endpoint } from './define';

/** The `points` group of the wire contract. */
export const points = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
