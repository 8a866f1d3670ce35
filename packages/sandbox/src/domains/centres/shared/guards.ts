import { verifyPassword } from '../../../core/accounts';
import { ApiFailure } from '../../../core/failure';
import type { CustomerRow, MerchantRow } from '../../../core/rows';

/** Flag values the platform sends as "on" (whitelabel flags travel as strings). */
const onValues = new Set(['1', 'Y', 'y', 'true', 'TRUE', 'ON', 'on']);

export function flagOn(merchant: Pick<MerchantRow, 'flags'>, flag: string): boolean {
  const value = (merchant.flags as Record<string, unknown> | null)?.[flag];
  return value === true || value === 1 || (typeof value === 'string' && onValues.has(value));
}

/** Fails with `feature.disabled` unless the merchant flag is on. */
export function requireFlag(merchant: Pick<MerchantRow, 'flags'>, flag: string): void {
  if (!flagOn(merchant, flag))
    throw new ApiFailure('feature.disabled', `${flag} is off for this merchant.`, { value: { flag } });
}

/** isAgent values that see the Agent menu (spec §6): 1, 2, 41, 42. */
export const agentRoles: ReadonlySet<number> = new Set([1, 2, 41, 42]);

export function requireAgent(customer: Pick<CustomerRow, 'is_agent'>): void {
  if (!agentRoles.has(customer.is_agent))
    throw new ApiFailure('agent.role.required', 'Only agents can use the agent centre.');
}

/** isAgent 4 is a trial (non-real) account: refused member-centre actions (spec §6, in_need_true_account). */
export function refuseTrial(customer: Pick<CustomerRow, 'is_agent'>): void {
  if (customer.is_agent === 4)
    throw new ApiFailure('trial.account.refused', 'Please use a real account.', {
      value: { key: 'in_need_true_account' },
    });
}

/** A form field that fails its rule: the client shows `key` (a spec message key) next to `field`. */
export function fieldInvalid(field: string, key: string, message?: string): ApiFailure {
  return new ApiFailure('field.invalid', message ?? `${field} is invalid.`, { value: { field, key } });
}

/** Checks the payment password (`payment.password.unset` when the player never set one). */
export async function checkPaymentPassword(customer: CustomerRow, password: string): Promise<void> {
  if (!customer.payment_password_hash)
    throw new ApiFailure('payment.password.unset', 'Please set a payment password first.');
  if (!(await verifyPassword(password, customer.payment_password_hash)))
    throw new ApiFailure('payment.password.incorrect', 'The payment password is wrong.');
}

export async function checkLoginPassword(customer: CustomerRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, customer.password_hash)))
    throw new ApiFailure('password.incorrect', 'The password is wrong.');
}

/** Masks an account for lists other players see: `ab***yz` (`a***` when short). */
export function maskAccount(account: string): string {
  return account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;
}
