/**
 * Points-mall redemption (points-centres-lottery.md §3, §4, §5): in order payment password (br_enter_moneypwd), name
 * (br_enter_plname), address (br_enter_getaddree), phone (br_enter_cphone; configured rule or exactly 11 digits).
 * PAYMENTPASS3 makes the payment password the one asked instead of the login password. Quantity is clamped between 1
 * and the inventory; type P costs points only, PM points plus quantity x money; PM when the item has no points price.
 */
import { isValidPhone, type PhoneRule } from './phone.ts';
import { VALIDATION_LIMITS } from './validation.constants.ts';
import { issue, toResult, type ValidationResult } from './validation.result.ts';
import { isBlank } from './validation.text.ts';

export type RedeemField = 'password' | 'name' | 'address' | 'phone' | 'quantity';
export type RedeemPasswordKind = 'payment' | 'login';
export type RedeemType = 'P' | 'PM';

export interface RedeemValues {
  password?: string | null;
  name?: string | null;
  address?: string | null;
  phone?: string | null;
}

export interface RedeemContext {
  /** The merchant flag PAYMENTPASS3: the payment password is asked instead of the login password. */
  PAYMENTPASS3: boolean;
  /** The merchant's phone rule (min, max, pattern); exactly 11 digits when absent. */
  phoneRule?: PhoneRule | null;
}

/** Which password the redeem dialog asks for, by PAYMENTPASS3. */
export function redeemPasswordKind(ctx: Pick<RedeemContext, 'PAYMENTPASS3'>): RedeemPasswordKind {
  return ctx.PAYMENTPASS3 ? 'payment' : 'login';
}

/** The redeem form, checked in the spec's order; the first failure is the one to show. */
export function validateRedeem(values: RedeemValues, ctx: RedeemContext): ValidationResult<RedeemField> {
  const passwordKey = redeemPasswordKind(ctx) === 'payment' ? 'br_enter_moneypwd' : 'validation_redeem_login_password';
  return toResult<RedeemField>([
    isBlank(values.password) ? issue('password', passwordKey) : undefined,
    isBlank(values.name) ? issue('name', 'br_enter_plname') : undefined,
    isBlank(values.address) ? issue('address', 'br_enter_getaddree') : undefined,
    isValidPhone(values.phone?.trim(), ctx.phoneRule) ? undefined : issue('phone', 'br_enter_cphone'),
  ]);
}

/**
 * The quantity box: whole numbers between 1 and the inventory. Returns 0 when nothing is in stock, so the caller
 * can tell "sold out" from a quantity.
 */
export function clampRedeemQuantity(quantity: number, inventory: number): number {
  const stock = Number.isFinite(inventory) ? Math.floor(inventory) : 0;
  if (stock < VALIDATION_LIMITS.redeemQuantityMin) return 0;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : VALIDATION_LIMITS.redeemQuantityMin;
  return Math.min(stock, Math.max(VALIDATION_LIMITS.redeemQuantityMin, wanted));
}

/** Out of stock is the one quantity failure left once the box clamps (validation_redeem_out_of_stock). */
export function validateRedeemQuantity(quantity: number, inventory: number): ValidationResult<'quantity'> {
  return toResult([
    clampRedeemQuantity(quantity, inventory) === 0 ? issue('quantity', 'validation_redeem_out_of_stock') : undefined,
  ]);
}

/** The reward fields that price it (points-centres-lottery.md §3). */
export interface RedeemPricing {
  /** Points price for type P. */
  price?: number | null;
  /** Points part of a PM redemption, per item. */
  mpPointAmount?: number | null;
  /** Money part of a PM redemption, per item. */
  mpMoneyAmount?: number | null;
  /** Y: the item also offers points plus money. When absent, a money part > 0 offers it. */
  displayPointMoneyAmt?: 'Y' | 'N' | null;
}

/** The redeem types the item offers: only PM when it has no points price; else P, plus PM when offered. */
export function redeemTypesFor(item: RedeemPricing): RedeemType[] {
  if (!item.price || item.price <= 0) return ['PM'];
  const offersPointsPlusMoney =
    item.displayPointMoneyAmt != null ? item.displayPointMoneyAmt === 'Y' : (item.mpMoneyAmount ?? 0) > 0;
  return offersPointsPlusMoney ? ['P', 'PM'] : ['P'];
}

/** The default type of the redeem dialog: PM when there is no points price, else P. */
export function defaultRedeemType(item: RedeemPricing): RedeemType {
  return redeemTypesFor(item)[0] as RedeemType;
}

/** Money is computed in cents so 3 x 0.1 is 0.3, not 0.30000000000000004. */
const cents = (amount: number) => Math.round(amount * 100);

/** What a redemption costs: P = price x quantity points; PM = mpPointAmount x quantity points + mpMoneyAmount x quantity money. */
export function redeemCost(item: RedeemPricing, type: RedeemType, quantity: number): { points: number; money: number } {
  const q = Math.max(0, Math.floor(quantity));
  if (type === 'P') return { points: (item.price ?? 0) * q, money: 0 };
  return { points: (item.mpPointAmount ?? 0) * q, money: (cents(item.mpMoneyAmount ?? 0) * q) / 100 };
}
