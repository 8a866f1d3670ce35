import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawResult, specialTail, sumParity, sumSize, vnPrizeTables } from './draw';
import { lotteryCatalogue } from './lottery.catalogue';
import { drawAfter, drawAtOrBefore, drawsBetween, numeroOf, openIssue, type Schedule } from './schedule';

const ssc: Schedule = { type: 'INTERVAL', periodMs: 60_000, phaseMs: 20_000, lockMs: 10_000 };
const elevenFive: Schedule = { type: 'INTERVAL', periodMs: 90_000, phaseMs: 0, lockMs: 15_000 };
const vn: Schedule = {
  type: 'DAILY',
  atLocalMs: (16 * 60 + 15) * 60_000,
  tzOffsetMs: 7 * 3_600_000,
  lockMs: 15 * 60_000,
};

describe('schedules', () => {
  it('draws SSC every 60 s at its phase, 11X5 every 90 s', () => {
    const t = Date.UTC(2026, 0, 5, 3, 7, 31);
    expect(drawAfter(ssc, t)).toBe(Date.UTC(2026, 0, 5, 3, 7, 20) + 60_000);
    expect(drawAtOrBefore(ssc, t)).toBe(Date.UTC(2026, 0, 5, 3, 7, 20));
    expect(drawAfter(elevenFive, t) - drawAtOrBefore(elevenFive, t)).toBe(90_000);
    expect(drawAfter(ssc, drawAfter(ssc, t))).toBe(drawAfter(ssc, t) + 60_000);
  });

  it('numbers interval issues from 0001 at midnight UTC+8, up to 1440 a day for SSC', () => {
    const midnight = Date.UTC(2026, 0, 4, 16, 0, 0); // 2026-01-05 00:00 UTC+8
    const minute: Schedule = { ...ssc, phaseMs: 0 };
    expect(numeroOf(minute, midnight)).toBe('20260105-0001');
    expect(numeroOf(minute, midnight - 60_000)).toBe('20260104-1440');
    expect(numeroOf(elevenFive, midnight + 90_000 * 959)).toBe('20260105-0960');
  });

  it('draws Vietnam lotteries once a day at 16:15 UTC+7, numbered by their local date', () => {
    const before = Date.UTC(2026, 0, 5, 9, 0); // 16:00 in Ho Chi Minh City
    expect(drawAfter(vn, before)).toBe(Date.UTC(2026, 0, 5, 9, 15));
    expect(drawAfter(vn, Date.UTC(2026, 0, 5, 9, 15))).toBe(Date.UTC(2026, 0, 6, 9, 15));
    expect(numeroOf(vn, Date.UTC(2026, 0, 5, 9, 15))).toBe('20260105');
    expect(openIssue(vn, before)).toMatchObject({ numero: '20260105', remainTime: 15 * 60_000, lockTime: 0 });
  });

  it('lists the draws of a range, keeping the newest when capped', () => {
    const t = Date.UTC(2026, 0, 5, 3, 0, 0);
    const draws = drawsBetween(ssc, t - 10 * 60_000, t, 3);
    expect(draws).toEqual([t - 160_000, t - 100_000, t - 40_000]);
    expect(drawsBetween(ssc, t, t - 1, 10)).toEqual([]);
  });

  it('gives every catalogue game a lock shorter than its interval', () => {
    for (const game of lotteryCatalogue) {
      const issue = openIssue(game.schedule, Date.UTC(2026, 5, 1, 12, 0, 1));
      expect(issue.closeTime).toBeLessThan(issue.drawTime);
      expect(issue.remainTime).toBeGreaterThan(0);
    }
  });
});

describe('draw results', () => {
  const fakeRandom = (values: number[]) => (max: number) => Math.floor((values.shift() ?? 0) * max) % max;

  it('draws SSC as five digits 0-9 and 11X5 as five distinct numbers 01-11, whatever the source gives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 40, maxLength: 40 }),
        (values) => {
          const ssc = drawResult('SSC', undefined, fakeRandom([...values])).numbers;
          expect(ssc.length).toBe(5);
          expect(ssc.every((n) => /^[0-9]$/.test(n))).toBe(true);
          const pick = drawResult('11X5', undefined, fakeRandom([...values])).numbers;
          expect(new Set(pick).size).toBe(5);
          expect(pick.every((n) => /^(0[1-9]|1[01])$/.test(n))).toBe(true);
        },
      ),
    );
  });

  it('fills the regional prize table of a Vietnam lottery (18 numbers south, 27 north)', () => {
    const south = drawResult('VN', 'SOUTH');
    const north = drawResult('VN', 'NORTH');
    const count = (r: ReturnType<typeof drawResult>) => Object.values(r.prizes ?? {}).flat().length;
    expect([count(south), count(north)]).toEqual([18, 27]);
    expect(south.prizes?.DB?.[0]).toMatch(/^\d{6}$/);
    expect(south.numbers).toEqual(south.prizes?.DB);
    for (const [prize, n, width] of vnPrizeTables.NORTH)
      expect(north.prizes?.[prize]?.every((x) => x.length === width) && north.prizes?.[prize]?.length === n).toBe(true);
  });

  it('reads big/small, odd/even and the special tail', () => {
    expect(sumSize('SSC', { numbers: ['9', '9', '5', '0', '0'] })).toBe('BIG');
    expect(sumSize('SSC', { numbers: ['9', '9', '4', '0', '0'] })).toBe('SMALL');
    expect(sumSize('11X5', { numbers: ['01', '02', '03', '11', '13'] })).toBe('TIE');
    expect(sumParity({ numbers: ['1', '2', '0', '0', '0'] })).toBe('ODD');
    expect(specialTail({ numbers: ['123456'], prizes: { DB: ['123456'] } })).toBe('56');
  });
});
