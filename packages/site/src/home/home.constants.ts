/** The home page's times and numbers, named after their meaning (NOTES.md: one constants table per feature). */
export const HOME_TIMES = {
  /** Banner carousel autoplay on the home page (player-site §2 "3000 ms on the home page of the site shell"). */
  homeBannerAutoplayMs: 3000,
  /** Banners and notices stay fresh this long (they change a few times a day). */
  noticesStaleMs: 5 * 60_000,
  /** Blocks marked `idle` (the promotion popup) mount at the browser's first idle moment after load, or by then. */
  idleBlocksMaxWaitMs: 2000,
} as const;

export const HOME_LIMITS = {
  /** Notices on one page of the notice list (points-centres-lottery §2 "Notice list: 10 per page"). */
  noticePageSize: 10,
  /** Page buttons of the notice list (points-centres-lottery §2 "7 page buttons visible"). */
  noticePageButtons: 7,
} as const;

/** The notice call of the home page (player-site §9: banner request types B,PL,PU, default group w_home). */
export const HOME_NOTICE_REQUEST = { types: 'B,PL,PU', groupName: 'w_home' } as const;
