/**
 * Every number of the spec the widgets use, named after its meaning (NOTES.md: one table per package). The site
 * passes other values where the spec says so (the home page's 3000 ms banner autoplay).
 */
export const WIDGET_LIMITS = {
  /** Games on one page of the game popup (player-site §9 "popup page size 10"). */
  gamePopupPageSize: 10,
  /** Games on one page of a game list (player-site §9 "game list page size 40"): the grid's skeleton count. */
  gameListPageSize: 40,
  /** Notices on one page of the notice list (points §2 "Notice list: 10 per page, 7 page buttons visible"). */
  noticePageSize: 10,
  /** Page buttons of the notice list, first and last included (points §2). */
  noticePageButtons: 7,
  /** The vendor strip gets scroll buttons only with more vendors than this (player-site §2). */
  vendorStripScrollAbove: 8,
  /** One press of a vendor strip arrow scrolls this far, in CSS pixels (player-site §2 "150 px step"). */
  vendorStripStepPx: 150,
  /** Vendors shown per category in the games entry block (player-site §2, points §2). */
  entryVendorsPerCategory: 3,
  /** Popular lotteries shown in the games entry block (player-site §2). */
  entryPopularLotteries: 1,
  /** Games on one slide of the recommended-hot-games modal (points §9 "Recommended games 12 per slide"). */
  hotGamesPerSlide: 12,
  /** Banner carousel autoplay by default (player-site §9 "carousel 2500 ms default"; the home page passes 3000). */
  bannerAutoplayMs: 2500,
} as const;
