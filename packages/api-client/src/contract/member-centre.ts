import type { endpoint } from './define';

/** The `memberCentre` group of the wire contract. */
export const memberCentre = {} as const satisfies Record<string, ReturnType<typeof endpoint>>;
