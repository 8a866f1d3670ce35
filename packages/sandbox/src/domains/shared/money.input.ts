import { ApiFailure } from '../../core/failure';
import { fieldInvalid } from './guards';

/** The digits a currency Intl does not know is given (the platform's CNY and THB). */
const fallbackDigits = 2;

const digitsByCode = new Map<string, number>();

/**
 * The minor-unit digits of an ISO 4217 code, as Intl knows them (VND and JPY 0, CNY and THB 2, BHD 3): what an
 * amount in the merchant's currency may carry. The site reads the same answer from Intl (@platform/i18n).
 */
export function currencyDigits(currency: string): number {
  const code = currency.trim().toUpperCase();
  const known = digitsByCode.get(code);
  if (known !== undefined) return known;
  let digits = fallbackDigits;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
  } catch {
    // Not a code Intl accepts: two digits, as before currencies were told apart.
  }
  digitsByCode.set(code, digits);
  return digits;
}

/** The fraction digits of a number as JSON wrote it (100.5 -> 1, 1e-7 -> 7, 1e21 -> 0). */
export function fractionDigits(amount: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(amount)).split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent));
}

/**
 * The refusal of an amount with more fraction digits than the currency has (100.5 VND, 12.345 CNY), or null.
 * `field.invalid` names the field and the site's own message for it: `validation_amount_whole` for a currency without
 * a minor unit, `validation_amount_decimals` with `digits` otherwise. Never rounded: a player who typed 100.5 dong
 * did not mean 100 or 101.
 */
export function amountDigitsRefusal(amount: number, currency: string, field = 'amount'): ApiFailure | null {
  const digits = currencyDigits(currency);
  if (fractionDigits(amount) <= digits) return null;
  if (digits === 0) {
    return fieldInvalid(field, 'validation_amount_whole', `${currency} has no minor unit: ${field} must be whole.`);
  }
  return new ApiFailure('field.invalid', `${currency} has ${digits} decimals: ${field} has more.`, {
    value: { field, key: 'validation_amount_decimals', digits },
  });
}

/** Throws `amountDigitsRefusal`'s refusal; answers the amount as sent otherwise. */
export function requireCurrencyAmount(amount: number, currency: string, field = 'amount'): number {
  const refusal = amountDigitsRefusal(amount, currency, field);
  if (refusal) throw refusal;
  return amount;
}

/** How many of the currency's smallest units make one (VND 1, CNY 100): shares and splits are counted in them. */
export function minorUnitsPerOne(currency: string): number {
  return 10 ** currencyDigits(currency);
}
