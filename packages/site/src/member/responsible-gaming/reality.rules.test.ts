import { describe, expect, it } from 'vitest';
import { reminderPassed, untilDue } from './reality.rules';

const at = (minutes: number, nextCheckAt: number | null) => ({ realityCheckMinutes: minutes, nextCheckAt });

describe('reality check timing', () => {
  it('finds a reminder due once the server moves its next reminder past the one awaited', () => {
    expect(reminderPassed(at(15, 900_000), at(15, 1_800_000))).toBe(true);
    expect(reminderPassed(at(15, 900_000), at(15, 900_000))).toBe(false);
  });

  it('only arms on a first answer, a changed interval or reminders turned off or on', () => {
    expect(reminderPassed(null, at(15, 900_000))).toBe(false);
    expect(reminderPassed(at(15, 900_000), at(30, 1_800_000))).toBe(false);
    expect(reminderPassed(at(15, 900_000), at(0, null))).toBe(false);
    expect(reminderPassed(at(0, null), at(15, 900_000))).toBe(false);
  });

  it('waits until the reminder is due by the server clock, never less than a second', () => {
    expect(untilDue(900_000, 300_000)).toBe(600_250);
    expect(untilDue(900_000, 950_000)).toBe(1000);
  });
});
