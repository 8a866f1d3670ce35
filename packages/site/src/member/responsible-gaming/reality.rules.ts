/** What the reality check's answer says about the reminders (the contract's realityCheck). */
export interface RealityCheckTiming {
  realityCheckMinutes: number;
  /** The next reminder's time (server clock); null when reminders are off. */
  nextCheckAt: number | null;
}

/**
 * Whether a reminder fell due between two answers: the interval stayed the same and the server's next reminder moved
 * past the one the site was waiting for. A first answer (nothing armed yet), a changed interval or reminders turned
 * off only arm the next one. The server counts the reminders from login, so a page opened late waits for the next.
 */
export function reminderPassed(armed: RealityCheckTiming | null, answer: RealityCheckTiming): boolean {
  if (!armed || armed.nextCheckAt === null || answer.nextCheckAt === null) return false;
  return armed.realityCheckMinutes === answer.realityCheckMinutes && answer.nextCheckAt > armed.nextCheckAt;
}

/** How long to wait before asking again so the reminder shows on time: until it is due by the server clock, at least 1 s. */
export function untilDue(nextCheckAt: number, serverNow: number): number {
  return Math.max(1000, nextCheckAt - serverNow + 250);
}
