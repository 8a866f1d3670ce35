/**
 * Times and limits of the player-site half of the sandbox, in one table. Where the spec gives a number it is cited;
 * the rest are choices a real platform makes, written down in the README ("Choices where the spec is silent").
 */
const second = 1000;
const minute = 60 * second;

/**
 * The ladder of tries of one secret: a captcha from the 3rd failure in a 15-minute window, from the 5th a wait before
 * the next try (1 s doubling, at most 30 s), at the 10th a 15-minute lock. Login by name and the passwords asked of a
 * logged-in player climb it alike.
 */
const nameLadder = {
  windowMs: 15 * minute,
  captchaFrom: 3,
  slowFrom: 5,
  slowBaseMs: second,
  slowMaxMs: 30 * second,
  lockAt: 10,
  lockMs: 15 * minute,
} as const;

export const playerLimits = {
  /** Image captcha: lifetime of an answer, and the issuing limits per caller (IP + device). */
  captchaTtlMs: 2 * minute,
  captchaMinIntervalMs: 250,
  captchaPerMinute: 30,
  captchaLength: 4,
  /**
   * Login failures per typed name, in a 15-minute window: from the 3rd a captcha is needed, from the 5th the next try
   * waits (1 s doubling, at most 30 s), at the 10th the name locks for 15 minutes (a captcha and the right password
   * still get in). The ladders are read by `attempts.ts`; a try counts before its password is hashed.
   */
  loginByName: nameLadder,

  /** Login failures per caller address (any names), in the same window: a captcha from the 10th, waits from the 20th. */
  loginByAddress: {
    windowMs: 15 * minute,
    captchaFrom: 10,
    slowFrom: 20,
    slowBaseMs: second,
    slowMaxMs: 60 * second,
  },
  /**
   * Wrong passwords asked of a logged-in player (payment or login password), per player and kind: the login ladder
   * by name, except that the lock is a lock (the session already proves who is asking; nobody else can put it on).
   */
  passwordCheck: nameLadder,

  /** SMS codes: length, validity (value.expiredMinutes), one per number per minute, 10 per caller per hour. */
  smsCodeLength: 6,
  smsExpiredMinutes: 5,
  smsMinIntervalMs: minute,
  smsPerCallerPerHour: 10,
  /** Second factor: codes sent for E and S stay valid this long (expirationTime). */
  secondFactorTtlMs: 5 * minute,
  /** TOTP (method G): RFC 6238, 30 s steps, 6 digits, one step of drift either way. */
  totpStepMs: 30 * second,
  totpDigits: 6,
  totpDrift: 1,
  /** Temporary passwords from "forgot password". */
  temporaryPasswordLength: 10,
  /** Live-chat verify tokens (one use) and the vToken they become. */
  liveChatVerifyTtlMs: 5 * minute,
  liveChatSessionTtlMs: 2 * 60 * minute,
  /** Stand-in game sessions (launch URLs). */
  gameSessionTtlMs: 4 * 60 * minute,
  /** Play money of a trial launch. */
  trialBalance: 2000,
  /** Free demo (accounts.trialLogin): the demo balance of a new trial account (as trial01's), in the merchant's unit. */
  trialAccountBalance: 2000,
  /** Free demo: trial accounts one address may create per hour (whatever device id it sends), then TOO_MANY_REQUESTS. */
  trialAccountsPerCallerPerHour: 10,
  /** Free demo usernames: `demo` and this many random digits (10 characters: within every merchant's name rule). */
  trialUsernameDigits: 6,
  /** Profile icons offered (status gw.PROFILE_ICON_COUNT; points-centres-lottery.md §3 avatar icon count 9). */
  profileIconCount: 9,
  /** Winner board default size (points-centres-lottery.md §9: 100). */
  winnerBoardSize: 100,
  /** Recommended games sent with vendor_under_maintenance (12 per slide, two slides). */
  recommendedGames: 24,
  /** Domain routes answered (points-centres-lottery.md §9: up to 10 random domains). */
  domainRoutesMax: 10,
  /** Firebase stand-in id tokens. */
  socialTokenTtlMs: 60 * minute,
  /** Geetest stand-in: a pass token is good once, for this long. */
  botCheckPassTtlMs: 2 * minute,
  /** Realtime heartbeat. */
  realtimePingMs: 25 * second,
} as const;
