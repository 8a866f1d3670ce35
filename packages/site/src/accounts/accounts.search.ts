/** Search params are what the router parsed from the query: strings, numbers or anything JSON (validated here). */
type Raw = Readonly<Record<string, unknown>>;

/** A short code from a link (affiliate, referral); anything else is dropped rather than sent. */
const code = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(text.trim()) ? text.trim() : undefined;
};

export interface LoginSearch {
  /** Where to go after the login (a path of this site; see nextPageAfterLogin). */
  redirect?: string;
}

export interface RegisterSearch {
  referralCode?: string;
  /** A short form of referralCode in shared links. */
  r?: string;
  affiliateCode?: string;
}

export function validateLoginSearch(search: Raw): LoginSearch {
  const redirect = search.redirect;
  return typeof redirect === 'string' && redirect.startsWith('/') && !redirect.startsWith('//') ? { redirect } : {};
}

export function validateRegisterSearch(search: Raw): RegisterSearch {
  const out: RegisterSearch = {};
  const referralCode = code(search.referralCode);
  const r = code(search.r);
  const affiliateCode = code(search.affiliateCode);
  if (referralCode) out.referralCode = referralCode;
  if (r) out.r = r;
  if (affiliateCode) out.affiliateCode = affiliateCode;
  return out;
}
