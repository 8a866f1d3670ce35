import { describe, expect, it } from 'vitest';
import { promotionIdOfHash, validatePromotionSearch, validatePromotionsSearch } from './promotions.search';

describe('promotions address state', () => {
  it('keeps a timestamp and a category id, drops the rest', () => {
    expect(validatePromotionsSearch({ timestamp: '1700000000000', category: '3' })).toEqual({
      timestamp: 1_700_000_000_000,
      category: 3,
    });
    expect(validatePromotionsSearch({ timestamp: 'soon', category: '-1' })).toEqual({});
    expect(validatePromotionSearch({ id: '12' })).toEqual({ id: 12 });
    expect(validatePromotionSearch({ id: '1e3x' })).toEqual({});
  });

  it('reads the promotion id of the hash, with or without #', () => {
    expect(promotionIdOfHash('#7')).toBe(7);
    expect(promotionIdOfHash('7')).toBe(7);
    expect(promotionIdOfHash('')).toBeNull();
    expect(promotionIdOfHash('#top')).toBeNull();
  });
});
