/**
 * Every time and number of the frame (header, info bar, realtime, session end), named after its meaning (NOTES.md: "Times given as x ms are defaults; keep each
 * in one constants table per package"). Spec pointers beside each.
 */
export const SHELL_TIMES = {
  /** The session-ended message stays readable this long before the site reloads home (§8; the spec gives no time). */
  sessionEndedReloadMs: 1500,
  /** A realtime toast's go action opens the reward centre after this long (player-site §4 "after 1 s"). */
  rewardCentreGoDelayMs: 1000,
  /** The balance is re-read this often while a player is on the site; realtime messages refresh it sooner. */
  balanceRefetchMs: 60_000,
  /** The unread count is re-read this often; INBOX messages carry the new count at once. */
  unreadRefetchMs: 120_000,
  /** Member info is fetched this long after login (points-centres-lottery §7 "getMemberInfo after 500 ms"). */
  memberInfoDelayMs: 500,
} as const;

export const SHELL_LIMITS = {
  /** Below this viewport width the desktop site sends visitors to the merchant's mobileTemplate (NOTES.md). */
  mobileBreakpointPx: 1024,
} as const;
