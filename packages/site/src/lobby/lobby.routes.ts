/** The routes of the `lobby` feature (lazy pages under the root route). */
export const lobbyRoutes = [] as const;
