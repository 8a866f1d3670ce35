/** Address state of the promotions pages (validated search params; the promotion to open is the hash). */

/** /promotions?timestamp=<ms>&category=<id> (player-site §2: query timestamp; the category is ours). */
export interface PromotionsSearch {
  timestamp?: number;
  category?: number;
}

const wholeId = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

export function validatePromotionsSearch(search: Record<string, unknown>): PromotionsSearch {
  const timestamp = Number(search.timestamp);
  const category = wholeId(search.category);
  return {
    ...(Number.isInteger(timestamp) && timestamp > 0 ? { timestamp } : {}),
    ...(category ? { category } : {}),
  };
}

/** /promotion?id=<id>: one promotion (without an id, the page lists them as /promotions does). */
export interface PromotionSearch {
  id?: number;
}

export function validatePromotionSearch(search: Record<string, unknown>): PromotionSearch {
  const id = wholeId(search.id);
  return id ? { id } : {};
}

/** The promotion id a hash names (`#12`), or null. */
export function promotionIdOfHash(hash: string): number | null {
  return wholeId(hash.replace(/^#/, '')) ?? null;
}
