/**
 * Every time of the spec this package uses, named after its meaning (NOTES.md: "x ms" values are defaults, kept in
 * one table per package).
 */
export const COUNTDOWN_TIMES = {
  /** Countdowns move in whole seconds. */
  tickMs: 1_000,
  /** Login SMS and register SMS count this long after a send, in one reading (player-site §4; points §9). */
  smsLoginRegisterSeconds: 120,
  /** The "initial 60" of the other reading (player-site §4): the length when a send answer gives no length. */
  smsInitialSeconds: 60,
  /** expiredMinutes from sendPhoneCode count this many ms per minute (points §9 "expiredMinutes x 60 s"). */
  msPerExpiredMinute: 60_000,
  /** The password-change lock (points §9 "Password change lock 3000 ms"). */
  passwordChangeLockMs: 3_000,
  /** The lottery issue countdown shows `--:--:--` under 1 s (points §4 "Lottery prize mode ..."). */
  issueHiddenBelowMs: 1_000,
  /** ... and over 1000 hours (points §4). */
  issueHiddenAboveMs: 1_000 * 60 * 60 * 1_000,
} as const;

/** What `formatIssueCountdown` shows when the time is not worth showing. */
export const HIDDEN_COUNTDOWN = '--:--:--';
