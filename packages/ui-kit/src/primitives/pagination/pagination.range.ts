/** Page buttons shown at once, first and last included (player-site §2 notice list: "7 page buttons visible"). */
export const paginationVisiblePages = 7;

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; position: 'start' | 'end' };

const pages = (from: number, to: number): PageItem[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ type: 'page', page: from + index }));

/**
 * The page buttons for `page` of `pageCount`: every page when they fit, otherwise exactly `visible` buttons, the
 * first and the last page always among them and the rest a window around the current page, with a gap mark for each
 * hidden run (page 10 of 20: 1 … 8 9 10 11 12 … 20).
 */
export function paginationRange(page: number, pageCount: number, visible = paginationVisiblePages): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= visible) return pages(1, count);
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const middle = Math.max(1, visible - 2);
  // The window of middle pages, slid so that it never overlaps the first or last page.
  const start = Math.min(Math.max(2, current - Math.floor((middle - 1) / 2)), count - middle);
  const end = start + middle - 1;
  return [
    { type: 'page', page: 1 },
    ...(start > 2 ? [{ type: 'gap', position: 'start' } as const] : []),
    ...pages(start, end),
    ...(end < count - 1 ? [{ type: 'gap', position: 'end' } as const] : []),
    { type: 'page', page: count },
  ];
}
