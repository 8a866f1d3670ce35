/**
 * Responsible gaming's numbers (issue 26), apart from the schemas so a page can read them without loading zod: the
 * hours a raised or removed limit waits, and the session-time limit's bounds in minutes.
 */
export const limitCoolingOffHours = 24;

export const sessionLimitMinutes = { min: 5, max: 1440 } as const;
