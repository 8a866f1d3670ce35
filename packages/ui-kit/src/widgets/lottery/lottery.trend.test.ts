import { describe, expect, it } from 'vitest';
import { numberFrequencies, positionLines } from './lottery.trend';

const draws = [
  { numero: '3', numbers: ['9', '0', '9', '1', '2'] },
  { numero: '2', numbers: ['0', '0', '5', '5', '5'] },
];

describe('numberFrequencies', () => {
  it('counts every position of every draw over the whole range', () => {
    const counts = numberFrequencies('SSC', draws);
    expect(counts).toHaveLength(10);
    expect(counts.find((c) => c.number === 0)?.times).toBe(3);
    expect(counts.find((c) => c.number === 5)?.times).toBe(3);
    expect(counts.find((c) => c.number === 7)?.times).toBe(0);
  });

  it('ranges 11X5 from 1 to 11', () => {
    const counts = numberFrequencies('11X5', [{ numero: '1', numbers: ['01', '11', '05', '07', '09'] }]);
    expect(counts.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(counts.filter((c) => c.times === 1).map((c) => c.number)).toEqual([1, 5, 7, 9, 11]);
  });
});

describe('positionLines', () => {
  it('puts the oldest draw left and higher numbers higher', () => {
    const [first] = positionLines('SSC', draws, { width: 100, height: 100, padding: 0 });
    expect(first).toEqual([
      { x: 0, y: 100, value: 0, numero: '2' },
      { x: 100, y: 0, value: 9, numero: '3' },
    ]);
  });
});
