import { type Clock, systemClock } from '../countdown.runtime';

export interface ServerClockOptions {
  /** The local clock. @default Date.now */
  now?: () => number;
  /** A starting offset (server minus local), e.g. one kept from an earlier page. @default 0 */
  offsetMs?: number;
}

export interface ServerClock extends Clock {
  /** The server's time now: the local clock plus the offset. */
  now(): number;
  /** Server time minus local time, in ms, from the best sample so far. */
  readonly offsetMs: number;
  /**
   * Learns the offset from a server timestamp taken while a request was in flight. The stamp is assumed to be taken
   * halfway through the round trip, so the error is at most half the round trip. Returns the offset in use.
   */
  sync(serverTimeMs: number, requestStartedAt: number, responseReceivedAt: number): number;
  /**
   * The same from an HTTP `Date` header, which only has whole seconds (the stamp lies somewhere in that second, so
   * its middle is used). A header sample never replaces a finer `sync` sample. Returns false for a missing or
   * unreadable header.
   */
  syncFromDateHeader(date: string | null | undefined, requestStartedAt: number, responseReceivedAt: number): boolean;
}

/**
 * A clock on the server's time (countdowns end at server deadlines such as the second-factor `expirationTime` or a
 * raffle's start). The offset follows the newest sample, except that a coarse `Date` header sample never overrides a
 * millisecond one, and an invalid sample (non-finite numbers, a response before its request) is ignored.
 */
export function createServerClock(options: ServerClockOptions = {}): ServerClock {
  const localNow = options.now ?? systemClock.now;
  let offsetMs = options.offsetMs ?? 0;
  let fine = false;

  const learn = (serverTimeMs: number, startedAt: number, receivedAt: number, precise: boolean): boolean => {
    const valid = [serverTimeMs, startedAt, receivedAt].every(Number.isFinite) && receivedAt >= startedAt;
    if (!valid || (fine && !precise)) return false;
    offsetMs = Math.round(serverTimeMs - (startedAt + receivedAt) / 2);
    fine ||= precise;
    return true;
  };

  return {
    now: () => localNow() + offsetMs,
    get offsetMs() {
      return offsetMs;
    },
    sync(serverTimeMs, requestStartedAt, responseReceivedAt) {
      learn(serverTimeMs, requestStartedAt, responseReceivedAt, true);
      return offsetMs;
    },
    syncFromDateHeader(date, requestStartedAt, responseReceivedAt) {
      const parsed = date ? Date.parse(date) : Number.NaN;
      if (Number.isNaN(parsed)) return false;
      learn(parsed + 500, requestStartedAt, responseReceivedAt, false);
      return true;
    },
  };
}
