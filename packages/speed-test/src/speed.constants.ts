/**
 * Every number of the speed test, named after its meaning (points-centres-lottery §4 "Speed", §7 "Speed test",
 * §9 "Speed thresholds"; player-site §4 "Speed test").
 */
export const SPEED_TEST_TIMES = {
  /** A probe that has not answered after this long counts as unreachable (§9 "ping timeout 10000 ms"). */
  pingTimeoutMs: 10_000,
  /** The speed-test page measures for the first time this long after it opens (§4 "first measure after 500 ms"). */
  firstMeasureDelayMs: 500,
  /** A re-test shows its loader this long before measuring again (§4 "re-runs after a 1 s loader"). */
  retestLoaderMs: 1_000,
} as const;

/** Upper bounds of the speed classes, inclusive, in ms (§9 "Speed thresholds 80 and 150 ms"). */
export const SPEED_THRESHOLDS = {
  fastMaxMs: 80,
  normalMaxMs: 150,
} as const;

/** At most this many candidates are probed, chosen at random (§9 "up to 10 random domains"). */
export const MAX_PROBED_DOMAINS = 10;

/** The speed value that means "unreachable" on the wire (`domainRoute` entries, §3 "speed in ms (0 unreachable)"). */
export const UNREACHABLE_SPEED = 0;

/** The two requests of a probe (§7 "GET /res/logo.png?timeStamp and GET /wps/system/test/ping?speed="). */
export const PROBE_PATHS = {
  /** Served by the static host: proves the site itself can load from this domain. */
  logo: { path: '/res/logo.png', query: 'timeStamp' },
  /** Served by the API gateway: its round trip is the measured speed. */
  ping: { path: '/wps/system/test/ping', query: 'speed' },
} as const;
