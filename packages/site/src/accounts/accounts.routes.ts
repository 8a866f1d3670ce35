/** The routes of the `accounts` feature (lazy pages under the root route). */
export const accountRoutes = [] as const;
