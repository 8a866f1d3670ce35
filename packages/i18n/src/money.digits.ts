/** The fraction digits an amount has when the currency is not known (the platform's CNY/THB default). */
export const defaultMoneyDigits = 2;

const digitsByCode = new Map<string, number>();

/**
 * The minor-unit digits of an ISO 4217 currency, as Intl knows them: CNY, USD, THB 2; VND, JPY, KRW 0; BHD 3.
 * Without a code, or with one Intl does not accept ('', 'XX1'), it answers `fallback`: callers that do not know the
 * player's currency keep the two decimals they always had.
 */
export function currencyDigits(currency?: string | null, fallback: number = defaultMoneyDigits): number {
  if (!currency) return fallback;
  const code = currency.trim().toUpperCase();
  const known = digitsByCode.get(code);
  if (known !== undefined) return known;
  let digits: number;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
  } catch {
    return fallback;
  }
  digitsByCode.set(code, digits);
  return digits;
}
