import { describe, expect, it } from 'vitest';
import {
  ELECTRON_TABS_NEEDING_LOGIN,
  electronTabSearch,
  isElectronTab,
  validateElectronSearch,
  validateGameListSearch,
  withPageNum,
} from './lobby.search';

describe('lobby queries', () => {
  it('keep a vendor page and a page number from the address', () => {
    expect(validateGameListSearch({ page: ' DG ', pageNum: '3' })).toEqual({ page: 'DG', pageNum: 3 });
    expect(validateGameListSearch({ page: 'TCG', lottoGameGroup: 'LOTT' })).toEqual({
      page: 'TCG',
      lottoGameGroup: 'LOTT',
    });
  });

  it('drop bad values instead of refusing the link', () => {
    expect(validateGameListSearch({ page: '', pageNum: 'x' })).toEqual({});
    expect(validateGameListSearch({ pageNum: -2 })).toEqual({});
    expect(validateGameListSearch({ pageNum: 2.5 })).toEqual({});
    expect(validateGameListSearch({ page: { nested: true } })).toEqual({});
  });

  it('leave page 1 out of the address', () => {
    expect(validateElectronSearch({ page: 'hot', pageNum: 1 })).toEqual({ page: 'hot' });
    expect(withPageNum({ page: 'PT', pageNum: 4 }, 1)).toEqual({ page: 'PT' });
    expect(withPageNum({ page: 'PT', name: 'dragon' }, 2)).toEqual({ page: 'PT', name: 'dragon', pageNum: 2 });
  });

  it('caps the electronic lobby search at 64 characters', () => {
    expect(validateElectronSearch({ name: 'x'.repeat(80) }).name).toHaveLength(64);
  });
});

describe('electronic lobby tabs', () => {
  it('reset name, category and page number when a tab or vendor is chosen', () => {
    expect(electronTabSearch('favGameList')).toEqual({ page: 'favGameList' });
    expect(electronTabSearch('PT')).toEqual({ page: 'PT' });
  });

  it('know their own tabs from vendor pages', () => {
    expect(isElectronTab('hot')).toBe(true);
    expect(isElectronTab('recentGameList')).toBe(true);
    expect(isElectronTab('PT')).toBe(false);
    expect(isElectronTab(undefined)).toBe(false);
  });

  it('need login for recent and favourites only', () => {
    expect([...ELECTRON_TABS_NEEDING_LOGIN].sort()).toEqual(['favGameList', 'recentGameList']);
  });
});
