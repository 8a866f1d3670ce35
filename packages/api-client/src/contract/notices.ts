import type { endpoint } from './define';

/** The `notices` group of the wire contract. */
export const notices = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
