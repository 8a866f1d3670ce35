import { describe, expect, it } from 'vitest';
import { validatePointDetailSearch, validatePointMallSearch } from './points.search';

describe('points search params', () => {
  it('keep a whole type id and drop anything else', () => {
    expect(validatePointMallSearch({ type: '3' })).toEqual({ type: 3 });
    expect(validatePointMallSearch({ type: 'x' })).toEqual({});
    expect(validatePointMallSearch({ type: '-1' })).toEqual({});
    expect(validatePointMallSearch({ type: 1.5 })).toEqual({});
  });

  it('keep a known tab, status, a pair of days and a page above 1', () => {
    expect(
      validatePointDetailSearch({ tab: 'rules', status: 'R', from: '2026-11-01', to: '2026-11-20', page: '2' }),
    ).toEqual({ tab: 'rules', status: 'R', from: '2026-11-01', to: '2026-11-20', page: 2 });
    expect(validatePointDetailSearch({ tab: 'admin', status: 'X', from: '2026-11-01', page: '0' })).toEqual({});
    expect(validatePointDetailSearch({ from: '2026-13-45', to: '2026-11-20' })).toEqual({});
  });
});
