import { describe, expect, it } from 'vitest';
import { type PageItem, paginationRange } from './pagination.range';

const show = (items: PageItem[]) => items.map((item) => (item.type === 'gap' ? '…' : item.page)).join(' ');
const buttons = (items: PageItem[]) => items.filter((item) => item.type === 'page').length;

describe('paginationRange', () => {
  it.each([
    [1, 20, '1 2 3 4 5 6 … 20'],
    [4, 20, '1 2 3 4 5 6 … 20'],
    [5, 20, '1 … 3 4 5 6 7 … 20'],
    [10, 20, '1 … 8 9 10 11 12 … 20'],
    [16, 20, '1 … 14 15 16 17 18 … 20'],
    [17, 20, '1 … 15 16 17 18 19 20'],
    [20, 20, '1 … 15 16 17 18 19 20'],
  ])('page %i of %i shows %s', (page, count, expected) => {
    expect(show(paginationRange(page, count))).toBe(expected);
  });

  it('shows exactly 7 page buttons whenever there are more pages than that', () => {
    for (let count = 8; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const items = paginationRange(page, count);
        expect(buttons(items)).toBe(7);
        expect(items).toContainEqual({ type: 'page', page });
      }
    }
  });

  it('shows every page when they fit', () => {
    expect(show(paginationRange(3, 7))).toBe('1 2 3 4 5 6 7');
    expect(show(paginationRange(1, 1))).toBe('1');
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('clamps a page outside the range', () => {
    expect(show(paginationRange(99, 20))).toBe('1 … 15 16 17 18 19 20');
    expect(show(paginationRange(-3, 20))).toBe('1 2 3 4 5 6 … 20');
  });

  it('takes another number of visible buttons', () => {
    expect(show(paginationRange(10, 20, 5))).toBe('1 … 9 10 11 … 20');
  });
});
