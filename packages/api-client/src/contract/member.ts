import type { endpoint } from './define';

/** The `member` group of the wire contract. */
export const member = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
