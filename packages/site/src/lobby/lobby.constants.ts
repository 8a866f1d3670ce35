/**
 * Every number of the spec the lobby uses, named after its meaning (NOTES.md: one constants table per package), plus
 * the choices made where the spec is silent (each says so).
 */
export const LOBBY_LIMITS = {
  /** A page of a game list screen and of the electronic lobby (player-site §9 "game list page size 40"). */
  gameListPageSize: 40,
  /** A page of the game popup (player-site §9 "popup page size 10"). */
  gamePopupPageSize: 10,
  /**
   * Popular lotteries fetched for the home games entry block (player-site §2, points §2). The 3 vendors a category are
   * cut by the ui-kit block itself.
   */
  entryPopularLotteries: 1,
  /** Games read to learn a vendor's categories: the contract's largest page (choice; there is no category list). */
  categorySamplePageSize: 100,
  /** Search box: the contract's `name` is at most 64 characters. */
  searchMaxLength: 64,
  /**
   * Pictures fetched at high priority as soon as their data arrives, before their lazy `<img>` asks: those of the
   * first screen, where a page's largest paint is (choice; the spec is silent). At 1280-1440 px the entry block's first
   * row holds the first 2 categories (sports' vendor and live's 3: rows fill by cards, ui-kit's `GamesEntryBlock`), a
   * row of category cards holds up to 6, and the game grid shows two rows of up to 8 tiles in the first screen.
   */
  firstRowEntryCategories: 2,
  firstRowEntryPictures: 3,
  firstRowCategoryCards: 6,
  firstScreenGameTiles: 16,
} as const;

/**
 * The size the home block's pictures are asked at (`?w=&h=`: the sandbox draws its artwork for the box it fills),
 * the size of the sandbox's category cards, so vendor cards, the RNG vendors' marks and the popular lottery's icon all
 * come as one landscape picture (choice; a server that ignores the size still gets its picture fitted whole).
 */
export const LOBBY_ART = {
  entry: { width: 380, height: 200 },
} as const;

export const LOBBY_TIMES = {
  /** Vendor lanes, cards and vendor cards change rarely: kept fresh this long (choice; the spec is silent). */
  catalogueStaleMs: 5 * 60_000,
  /** A page of games (choice). */
  gamesStaleMs: 60_000,
} as const;
