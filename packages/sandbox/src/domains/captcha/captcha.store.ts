import { randomBytes } from 'node:crypto';
import { ApiFailure } from '../../core/failure';
import { playerLimits } from '../shared/player.constants';
import { secretCode } from '../shared/random';
import type { RateLimitRegistry } from '../shared/rate-limit';
import { captchaAlphabet } from './captcha.font';
import { captchaSize, renderCaptchaSvg } from './captcha.svg';

interface Entry {
  merchant: string;
  answer: string;
  expiresAt: number;
}

/**
 * Image captchas: the answer stays on the server (in memory: a captcha lives two minutes, a restart only costs a
 * new one), keyed by a random captchaKey, good for a single try whatever its outcome.
 */
export interface CaptchaService {
  issue(
    merchant: string,
    caller: string,
    now: number,
  ): { captchaKey: string; image: string; width: number; height: number; expiresAt: number };
  /** Checks and consumes. False for unknown, expired, other-merchant or wrong answers (case-insensitive). */
  verify(merchant: string, captchaKey: string | undefined, answer: string | undefined, now: number): boolean;
  /** The answer, for the control API and tests. */
  peek(captchaKey: string): string | undefined;
  reset(): void;
}

export function createCaptchaService(limits: RateLimitRegistry): CaptchaService {
  const entries = new Map<string, Entry>();
  const limiter = limits.limiter('captcha', {
    max: playerLimits.captchaPerMinute,
    windowMs: 60_000,
    minIntervalMs: playerLimits.captchaMinIntervalMs,
  });
  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };
  return {
    issue(merchant, caller, now) {
      const decision = limiter.hit(`${merchant}:${caller}`, now);
      if (!decision.allowed) {
        throw new ApiFailure('TOO_MANY_REQUESTS', 'Too many captcha requests; wait a moment.', {
          value: { retryAfterMs: decision.retryAfterMs },
        });
      }
      if (entries.size > 10_000) sweep(now);
      const answer = secretCode(playerLimits.captchaLength, captchaAlphabet);
      const captchaKey = randomBytes(16).toString('hex');
      const expiresAt = now + playerLimits.captchaTtlMs;
      entries.set(captchaKey, { merchant, answer, expiresAt });
      const svg = renderCaptchaSvg(answer);
      return {
        captchaKey,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        ...captchaSize,
        expiresAt,
      };
    },
    verify(merchant, captchaKey, answer, now) {
      if (!captchaKey || !answer) return false;
      const entry = entries.get(captchaKey);
      entries.delete(captchaKey);
      return (
        !!entry && entry.merchant === merchant && entry.expiresAt > now && entry.answer === answer.trim().toUpperCase()
      );
    },
    peek: (captchaKey) => entries.get(captchaKey)?.answer,
    reset() {
      entries.clear();
    },
  };
}
