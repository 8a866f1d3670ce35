/** The routes of the `launch` feature (lazy pages under the root route). */
export const launchRoutes = [] as const;
