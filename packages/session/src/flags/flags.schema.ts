/**
 * One merchant flag: its value when nobody sets it. What it switches, with the spec section, is the doc comment above
 * its code (comments only: the table ships in every page's entry chunk).
 */
export interface FlagDefinition {
  /** Used when neither the app's defaults nor the server set the flag. */
  fallback: boolean;
}

/**
 * Every whitelabel flag the spec names (the server sends them in the status call's `whitelabel`; each merchant app
 * gives its defaults). Codes are the server's, as they are. The last three are not named by the spec: they are the
 * per-merchant switches it describes without a code, named here. CAPTCHAONLY3 and FREEDEMO3 carry the "3" suffix
 * of the merchant's own switches (CBS3, SMSLOGIN3...), the codes the server sends them under (the sandbox seeds them
 * so); the apps' defaults use the same codes.
 */
export const FLAG_SCHEMA = {
  /** Mail centre: messageV2 page, unread count opens it (player-site §2; points §5) */
  MAILCEN: { fallback: false },
  /** Chat (player-site §6 "Chat needs flag CBS3") */
  CBS3: { fallback: false },
  /** Reward centre page (points §5) */
  REWCEN3: { fallback: false },
  /** Redeem asks for the payment password, not the login password (points §5) */
  PAYMENTPASS3: { fallback: false },
  /** Social sign-in may register a new account (player-site §4 bind_customer_required) */
  FIREBASECREATEACC3: { fallback: false },
  /** Social sign-in registers through the register modal instead of auto-registering (player-site §4) */
  SSOMANUALREG3: { fallback: false },
  /** An expired password forces a change at login (player-site §4) */
  PWDEXPFORCECHANGE3: { fallback: false },
  /** Agent menu and agent centre for agent roles (points §5) */
  AGEPAG: { fallback: true },
  /** Agents transfer to several downlines at once (points §5) */
  AGENTRANSMULTDOWN3: { fallback: false },
  /** Agent centre team profit and loss, "user loss" (points §5) */
  AGETEAMPNL3: { fallback: false },
  /** Agent centre team betting (points §5) */
  TEAMBETTING3: { fallback: false },
  /** Transfer to upline, with toUpline 1 and role not 2 (points §5) */
  AGETRANSFERUP3: { fallback: false },
  /** Deposit page depositv2, hidden under CREDITMAR3 (points §5) */
  DEPOSIT: { fallback: true },
  /** Withdraw page, hidden under CREDITMAR3 (points §5) */
  WITHDRAW: { fallback: true },
  /** Credit merchant: hides deposit and withdraw (points §5) */
  CREDITMAR3: { fallback: false },
  /** Player rebate page playerMRDailySalary (points §5) */
  PLYRBT: { fallback: false },
  /** Manual rebate page manualRebate (points §5) */
  MANPLAYREB3: { fallback: false },
  /** Login popup becomes captcha-only after a captcha failure (player-site §4 "two specific merchants") */
  CAPTCHAONLY3: { fallback: false },
  /** Free demo button in the login widget, a trial account (player-site §2, §6 "free demo where enabled") */
  FREEDEMO3: { fallback: false },
  /** Member centre opens on the /member route instead of a popup (points §2) */
  MEMBERROUTE: { fallback: false },
  /** Mini-game widget for logged-in players, beside settings.miniGame.enabled (points §2 "Other", §4) */
  MINIGAME3: { fallback: false },
  /** Responsible gaming: limits, reality checks, time-out and self-exclusion (issue 26; the spec is silent) */
  RESPGAM3: { fallback: false },
} as const satisfies Record<string, FlagDefinition>;

export type FlagCode = keyof typeof FLAG_SCHEMA;

export const FLAG_CODES = Object.keys(FLAG_SCHEMA) as FlagCode[];

/** Every flag resolved to a boolean. */
export type MerchantFlags = Readonly<Record<FlagCode, boolean>>;

/** A flag value as the wire or an app may give it. */
export type FlagInput = boolean | number | string | null | undefined;

const TRUE_VALUES = new Set(['1', 'y', 'yes', 'true', 'on']);
const FALSE_VALUES = new Set(['0', 'n', 'no', 'false', 'off', '']);

/**
 * Reads a wire value: '1', 'Y', 'yes', 'true', 'on' (any case, trimmed), 1 and true are on; '0', 'N', 'no', 'false',
 * 'off', '', 0 and false are off. Anything else (null, other numbers and words) is "not said", so the default stands
 * rather than a typo switching a feature.
 */
export function normalizeFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (TRUE_VALUES.has(text)) return true;
  if (FALSE_VALUES.has(text)) return false;
  return undefined;
}
