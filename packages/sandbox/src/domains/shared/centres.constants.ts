/**
 * Times and limits of the centres, in one table (points-centres-lottery.md §9 where the spec gives them; the rest are
 * choices written down in the README, "Centres").
 */
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

export const centresTimes = {
  second,
  minute,
  hour,
  day,
  /** The end date of a records filter is the chosen day plus this (spec §9). */
  endOfDayMs: 86_399_000,
  /** Records pages accept at most 30 days (spec §9), counted from the start day to the end day's last millisecond. */
  recordRangeMaxMs: 30 * day + 86_399_000,
  /** A records page without dates shows the last 30 days. */
  defaultRecordRangeMs: 30 * day,
  /** A redemption nobody reviewed is approved this long after the request (settled when next read). */
  redemptionAutoApproveMs: day,
  /** How long a red envelope can be opened; the rest then goes back to the agent. */
  redEnvelopeLifeMs: day,
  /** The platform's business day starts at midnight UTC+8 (daily salary, sign-in, issue numbers). */
  businessDayOffsetMs: 8 * hour,
} as const;

export const centresLimits = {
  /** How many closed periods a lazy settlement catches up at most (a clock moved far ahead settles the newest). */
  settlementCatchUpPeriods: 400,
} as const;
