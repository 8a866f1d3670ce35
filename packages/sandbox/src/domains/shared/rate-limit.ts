/**
 * Sliding-window rate limits kept in memory (captcha issuing, SMS sending). Each rule is "at most `max` events per
 * `windowMs`", optionally with a minimum gap between two events. Times come from the sandbox clock.
 */
export interface RateRule {
  max: number;
  windowMs: number;
  minIntervalMs?: number;
}

export interface RateDecision {
  allowed: boolean;
  /** When refused: how long until the next event would be allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Records an event for `key` when allowed; a refused attempt is not recorded. */
  hit(key: string, now: number): RateDecision;
  reset(): void;
}

export function createRateLimiter(rule: RateRule): RateLimiter {
  const events = new Map<string, number[]>();
  return {
    hit(key, now) {
      const recent = (events.get(key) ?? []).filter((t) => now - t < rule.windowMs);
      const last = recent[recent.length - 1];
      if (rule.minIntervalMs !== undefined && last !== undefined && now - last < rule.minIntervalMs) {
        events.set(key, recent);
        return { allowed: false, retryAfterMs: rule.minIntervalMs - (now - last) };
      }
      if (recent.length >= rule.max) {
        events.set(key, recent);
        return { allowed: false, retryAfterMs: rule.windowMs - (now - (recent[0] ?? now)) };
      }
      recent.push(now);
      events.set(key, recent);
      // Keep the map from growing without bound under a flood of distinct keys.
      if (events.size > 50_000) events.clear();
      return { allowed: true, retryAfterMs: 0 };
    },
    reset: () => events.clear(),
  };
}

/** The limiters of one sandbox by name, so the control API can reset them all (`POST /__control/limits/reset`). */
export interface RateLimitRegistry {
  limiter(name: string, rule: RateRule): RateLimiter;
  resetAll(): void;
}

export function createRateLimitRegistry(): RateLimitRegistry {
  const limiters = new Map<string, RateLimiter>();
  return {
    limiter(name, rule) {
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = createRateLimiter(rule);
        limiters.set(name, limiter);
      }
      return limiter;
    },
    resetAll() {
      for (const limiter of limiters.values()) limiter.reset();
    },
  };
}
