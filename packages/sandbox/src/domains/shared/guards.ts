import { timingSafeEqual } from 'node:crypto';
import { ApiFailure } from '../../core/failure';
import type { CustomerRow, MerchantRow } from '../../core/rows';

export { maskAccount } from './mask';

/**
 * Every whitelabel flag code the sandbox seeds or reads (points-centres-lottery §5, player-site §6, NOTES.md): a typo
 * in a handler fails to compile instead of reading "off".
 */
export const FLAG_CODES = [
  'AGENTRANSMULTDOWN3',
  'AGEPAG',
  'AGETEAMPNL3',
  'AGETRANSFERUP3',
  'CAPTCHAONLY3',
  'CBS3',
  'CHATPERMCHECK3',
  'CREDITMAR3',
  'DEPOSIT',
  'FIREBASECREATEACC3',
  'FREEDEMO3',
  'GEETEST3',
  'MAILCEN',
  'MANPLAYREB3',
  'MEMBERROUTE',
  'MINIGAME3',
  'PAYMENTPASS3',
  'PLYRBT',
  'PWDEXPFORCECHANGE3',
  'RESPGAM3',
  'REWCEN3',
  'SMSLOGIN3',
  'SSOMANUALREG3',
  'TEAMBETTING3',
  'WITHDRAW',
] as const;

export type FlagCode = (typeof FLAG_CODES)[number];

/** Wire values read as "on", whatever their case and surrounding space: the meaning @platform/session gives them. */
const ON_VALUES: ReadonlySet<string> = new Set(['1', 'y', 'yes', 'true', 'on']);

/**
 * Whether a merchant's whitelabel flag is on: `1`, `true`, or a string `1`, `Y`, `yes`, `true`, `on` in any case.
 * The one reading of a flag in the sandbox, the same as the site's (@platform/session `readFlagValue`), so a value a
 * merchant sends means the same thing on both sides (contract-tests compares the two).
 */
export function flagOn(merchant: Pick<MerchantRow, 'flags'>, flag: FlagCode): boolean {
  const value = (merchant.flags as Record<string, unknown> | null)?.[flag];
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ON_VALUES.has(value.trim().toLowerCase());
}

/** Fails with `feature.disabled` unless the merchant flag is on. */
export function requireFlag(merchant: Pick<MerchantRow, 'flags'>, flag: FlagCode): void {
  if (!flagOn(merchant, flag))
    throw new ApiFailure('feature.disabled', `${flag} is off for this merchant.`, { value: { flag } });
}

/**
 * The roles by isAgent value, one table every handler reads (points-centres-lottery §6): 4 is a trial (play-money)
 * account refused real-money actions; 1, 2, 41 and 42 see the Agent menu and may call the agent centre; 2 may not
 * transfer to its upline.
 */
export const ROLES = {
  trial: 4,
  agents: new Set([1, 2, 41, 42]),
  /** May not transfer to its upline (points-centres-lottery §5 "transfer to upline only when the role is not 2"). */
  noTransferToUpline: 2,
} as const satisfies { trial: number; agents: ReadonlySet<number>; noTransferToUpline: number };

/** A trial (isAgent 4) account. */
export function isTrial(customer: Pick<CustomerRow, 'is_agent'> | null | undefined): boolean {
  return customer?.is_agent === ROLES.trial;
}

/** An agent role (isAgent 1, 2, 41, 42). */
export function isAgentRole(customer: Pick<CustomerRow, 'is_agent'>): boolean {
  return ROLES.agents.has(customer.is_agent);
}

export function requireAgent(customer: Pick<CustomerRow, 'is_agent'>): void {
  if (!isAgentRole(customer)) throw new ApiFailure('agent.role.required', 'Only agents can use the agent centre.');
}

/** Trial accounts are refused member-centre actions (spec §6, in_need_true_account). */
export function refuseTrial(customer: Pick<CustomerRow, 'is_agent'>): void {
  if (isTrial(customer))
    throw new ApiFailure('trial.account.refused', 'Please use a real account.', {
      value: { key: 'in_need_true_account' },
    });
}

/** Whether a control API call carries the sandbox's control key (compared in constant time). */
export function hasControlKey(header: string | undefined, controlKey: string): boolean {
  if (header === undefined) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(controlKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A form field that fails its rule: the client shows `key` (a spec message key) next to `field`. */
export function fieldInvalid(field: string, key: string, message?: string): ApiFailure {
  return new ApiFailure('field.invalid', message ?? `${field} is invalid.`, { value: { field, key } });
}
