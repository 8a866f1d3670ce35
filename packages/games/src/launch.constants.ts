/** The launch feature's times (NOTES.md: one constants table per package, named after their meaning). */
export const LAUNCH_TIMES = {
  /**
   * How often an open game window is checked for having been closed. A window of another origin sends no event when
   * it closes, so `closed` is polled; then the balance is fetched again (choice; the spec is silent).
   */
  windowClosedPollMs: 1000,
} as const;
