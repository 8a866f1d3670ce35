import { describe, expect, it } from 'vitest';
import { hasModeChoice, isVietnamLottery, PLAY_MODES, prizeModeFromVendors, resolvePlayMode } from './lottery.modes';

describe('play modes', () => {
  it('offers Traditional (1) and Entertainment (2) for LOTT and ELOTT, a single mode for SEA', () => {
    expect(PLAY_MODES.LOTT).toEqual([
      { mode: 1, name: 'traditional' },
      { mode: 2, name: 'entertainment' },
    ]);
    expect(PLAY_MODES.ELOTT).toEqual(PLAY_MODES.LOTT);
    expect(PLAY_MODES.SEA).toEqual([{ mode: 1, name: 'single' }]);
    expect(hasModeChoice('LOTT')).toBe(true);
    expect(hasModeChoice('SEA')).toBe(false);
  });

  it('opens long_dragon in mode 2 whatever was asked', () => {
    expect(resolvePlayMode('LOTT', 'long_dragon', 1)).toBe(2);
    expect(resolvePlayMode('SEA', 'long_dragon')).toBe(2);
  });

  it('keeps a requested mode the lane has, else the default', () => {
    expect(resolvePlayMode('ELOTT', 'CQSSC', 2)).toBe(2);
    expect(resolvePlayMode('LOTT', 'CQSSC', 7)).toBe(1);
    expect(resolvePlayMode('SEA', null, 2)).toBe(1);
    expect(resolvePlayMode('LOTT')).toBe(1);
  });
});

describe('prize mode', () => {
  const vn = { accountTypeName: 'VNLOTT' };
  const other = { accountTypeName: 'GPI', displayName: 'GPI Lottery' };

  it('is Lott when the LOTT lane lists a Vietnam lottery', () => {
    expect(prizeModeFromVendors({ LOTT: [other, vn], ELOTT: [vn] })).toBe('Lott');
  });

  it('is Elott when only the ELOTT lane lists one', () => {
    expect(prizeModeFromVendors({ LOTT: [other], ELOTT: [{ displayName: 'Vietnam Lottery' }] })).toBe('Elott');
  });

  it('is unset otherwise', () => {
    expect(prizeModeFromVendors({ LOTT: [other], ELOTT: [] })).toBeUndefined();
    expect(prizeModeFromVendors({ LOTT: null })).toBeUndefined();
    expect(prizeModeFromVendors({})).toBeUndefined();
  });

  it('takes a merchant-specific reading of "Vietnam lottery"', () => {
    expect(prizeModeFromVendors({ ELOTT: [other] }, (v) => v.accountTypeName === 'GPI')).toBe('Elott');
  });

  it('recognises Vietnam lottery vendors by any of their names', () => {
    expect(isVietnamLottery({ vendor: 'vn_lottery' })).toBe(true);
    expect(isVietnamLottery({ vassalage: ' VIETNAM ' })).toBe(true);
    expect(isVietnamLottery({ accountTypeName: 'EVN' })).toBe(false);
    expect(isVietnamLottery({ accountTypeName: null })).toBe(false);
  });
});
