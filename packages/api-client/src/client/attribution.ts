import { ATTRIBUTION_PARAMS } from './client.constants';

/**
 * The address to reload on another domain, keeping the visitor's attribution (`affiliateCode`, `referralCode`, `r`;
 * player-site §2 /register, points-centres-lottery §8 domain_not_available "reload with affiliate or referral kept").
 * The path and hash stay; other query parameters are dropped, since they belong to the page that failed.
 * `toOrigin` may be an origin (`https://b.example`) or a bare host (`b.example`, which takes `fromUrl`'s protocol).
 *
 * @example preserveAttributionParams('https://a.example/register?affiliateCode=X&tab=2', 'b.example')
 * // 'https://b.example/register?affiliateCode=X'
 */
export function preserveAttributionParams(fromUrl: string | URL, toOrigin: string): string {
  const from = new URL(fromUrl);
  const target = /^[a-z][a-z0-9+.-]*:\/\//i.test(toOrigin) ? toOrigin : `${from.protocol}//${toOrigin}`;
  const to = new URL(`${from.pathname}${from.hash}`, new URL(target).origin);
  for (const name of ATTRIBUTION_PARAMS) {
    for (const value of from.searchParams.getAll(name)) to.searchParams.append(name, value);
  }
  return to.href;
}
