import type { endpoint } from './define';

/** The `auth` group of the wire contract. */
export const auth = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
