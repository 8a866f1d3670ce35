// Client-side paging of lists the server sends whole (the notice list, a vendor's games in the popup).

/** The slice of `items` on `page` (from 1), `size` a page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * size;
  return items.slice(start, start + size);
}

/** Pages needed for `count` items, `size` a page (at least 1, so an empty list still has its page 1). */
export function pageCountOf(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** `items` cut into groups of `size` (the slides of the hot-games modal). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
