/**
 * At most one run per `intervalMs` (player-site §9 "captcha image click once per second"; points §9 "register
 * captcha 1 per 250 ms"). Clicks in between are dropped, not queued: a player clicking fast wants one new image.
 */
export function createClickThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** True when the click may run now (and starts a new interval). */
    take(): boolean {
      const at = now();
      if (at - last < intervalMs) return false;
      last = at;
      return true;
    },
  };
}
