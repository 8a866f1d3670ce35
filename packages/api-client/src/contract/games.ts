import type { endpoint } from './define';

/** The `games` group of the wire contract. */
export const games = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
