/** The feedback feature's times, named after their meaning (NOTES.md: one constants table per package). */
export const FEEDBACK_TIMES = {
  /** A click on the captcha image gets a new image at most once per second (player-site §9). */
  captchaRefreshMs: 1_000,
} as const;
