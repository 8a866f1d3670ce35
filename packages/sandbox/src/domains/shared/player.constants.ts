/**
 * Times and limits of the player-site half of the sandbox, in one table. Where the spec gives a number it is cited;
 * the rest are choices a real platform makes, written down in the README ("Choices where the spec is silent").
 */
const second = 1000;
const minute = 60 * second;

export const playerLimits = {
  /** Image captcha: lifetime of an answer, and the issuing limits per caller (IP + device). */
  captchaTtlMs: 2 * minute,
  captchaMinIntervalMs: 250,
  captchaPerMinute: 30,
  captchaLength: 4,
  /**
   * Login failures per typed name, in the window: from the 3rd a captcha is needed, from the 5th the next try waits
   * (1 s doubling, at most 30 s), at the 10th the name locks (a captcha and the right password still get in).
   */
  loginFailureWindowMs: 15 * minute,
  loginCaptchaAfterFailures: 3,
  loginSlowAfterFailures: 5,
  loginSlowBaseMs: second,
  loginSlowMaxMs: 30 * second,
  loginLockAfterFailures: 10,
  loginLockMs: 15 * minute,
  /** Login failures per caller address (any names), in the same window: a captcha from the 10th, waits from the 20th. */
  loginAddressCaptchaAfterFailures: 10,
  loginAddressSlowAfterFailures: 20,
  loginAddressSlowMaxMs: 60 * second,
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
  /** Free demo (auth.trialLogin): the demo balance of a new trial account (as trial01's), in the merchant's unit. */
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
