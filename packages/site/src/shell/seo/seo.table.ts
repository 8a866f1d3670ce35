import type { MessageKey } from '@platform/i18n';

/** The i18n keys of one page's meta block: its title and description (`{site}` is the merchant's name). */
export interface SeoKeys {
  title: MessageKey;
  description: MessageKey;
}

/** The pages with seo.* keys in the catalogues; a name without its two keys fails the typecheck below. */
type SeoPage =
  | 'home'
  | 'register'
  | 'promotions'
  | 'help'
  | 'rng'
  | 'pvp'
  | 'casino'
  | 'fish'
  | 'sports'
  | 'arcade'
  | 'elott'
  | 'lott'
  | 'table'
  | 'live'
  | 'news';

const keys = (page: SeoPage): SeoKeys => ({ title: `seo.${page}.title`, description: `seo.${page}.description` });

/**
 * The SEO meta block per path (player-site §2 "SEO meta block"): ONE table, path to keys. / and /index are the home
 * page; /register.html is the old address of the register page. A path not listed gets no page meta.
 */
export const SEO_TABLE: Readonly<Record<string, SeoKeys>> = {
  '/': keys('home'),
  '/index': keys('home'),
  '/register': keys('register'),
  '/register.html': keys('register'),
  '/promotions': keys('promotions'),
  '/help': keys('help'),
  '/rng': keys('rng'),
  '/pvp': keys('pvp'),
  '/casino': keys('casino'),
  '/fish': keys('fish'),
  '/sports': keys('sports'),
  '/arcade': keys('arcade'),
  '/elott': keys('elott'),
  '/lott': keys('lott'),
  '/table': keys('table'),
  '/live': keys('live'),
  '/news': keys('news'),
};

/** The keys for a path; a trailing slash and letter case do not matter (`/Promotions/` is /promotions). */
export function seoKeysFor(pathname: string): SeoKeys | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SEO_TABLE[(trimmed || '/').toLowerCase()];
}
