import type { endpoint } from './define';

/** The `chat` group of the wire contract. */
export const chat = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
