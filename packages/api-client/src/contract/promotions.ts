import type { endpoint } from './define';

/** The `promotions` group of the wire contract. */
export const promotions = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
