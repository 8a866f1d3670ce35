import { z } from 'zod';

/**
 * The consolidated UI settings (`/wps/system/settings/consolidated`). The spec names the call (getsetting) but not
 * its shape; this is what the site needs beyond the flags: how players log in, which external providers to load and
 * where, and the configurable menus.
 */

export const firebaseChannel = z.enum(['google', 'facebook', 'twitter', 'line', 'sms']);

export const template = z.object({
  code: z.string(),
  name: z.string(),
  device: z.enum(['WEB', 'MOBILE']),
  url: z.string().nullable(),
});

/**
 * Help pages the footer links to: the topic names the link (the client's catalogue translates it), the tag is the
 * help centre's anchor (`/help#{tag}`, points-centres-lottery.md §2).
 */
export const footerHelpTopic = z.enum(['register', 'deposit', 'withdraw', 'paymentConfirmation', 'terms', 'privacy']);

/**
 * The site footer (issue 17; the spec is silent): only data a merchant decides, none of it translated text, so the
 * settings stay one response for every language. Names of vendors, payment methods and licensing authorities are
 * proper nouns.
 */
export const footerSettings = z.object({
  helpLinks: z.array(z.object({ topic: footerHelpTopic, tag: z.string() })),
  /** The age the responsible-gaming note names (18+). */
  minimumAge: z.number().int().positive(),
  /** The operator's licence; null where the merchant shows none. */
  licence: z.object({ authority: z.string(), number: z.string() }).nullable(),
  /** Game vendors' marks, in order; `logoUrl` is the vendor's logo as served with the game artwork. */
  vendors: z.array(z.object({ code: z.string(), name: z.string(), logoUrl: z.string() })),
  /** Payment methods' marks, in order; without a logo the mark is the name. */
  payments: z.array(z.object({ code: z.string(), name: z.string(), logoUrl: z.string().nullable() })),
});
export type FooterSettings = z.infer<typeof footerSettings>;

export const settings = z.object({
  login: z.object({
    /** Login modes offered by the widget. */
    modes: z.array(z.enum(['username', 'sms'])),
    /** The free demo button (a trial account, isAgent 4). */
    freeDemo: z.boolean(),
    /** Social sign-in buttons, in order. */
    socialChannels: z.array(firebaseChannel),
    /** The captcha popup shows only the image captcha, without the bot check (NOTES.md: "two specific merchants"). */
    captchaOnly: z.boolean(),
    /** Where to go after login (a route); the register page always goes to /. */
    nextPage: z.string(),
  }),
  /** Social identity provider. `provider: 'sandbox'` is the sandbox's stand-in (see `signInUrl`). */
  firebase: z.object({
    provider: z.enum(['firebase', 'sandbox']),
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    /** The stand-in's sign-in page (provider 'sandbox'): it issues an id token for a chosen test identity. */
    signInUrl: z.string().nullable(),
  }),
  /** Bot check (Geetest v4 interface): up to three servers tried in order, each with `timeoutMs`. */
  geetest: z.object({
    provider: z.enum(['geetest', 'sandbox']),
    captchaId: z.string(),
    version: z.string(),
    servers: z.array(z.string()),
    timeoutMs: z.number().int().positive(),
  }),
  liveChat: z.object({
    provider: z.enum(['livechat', 'sandbox']),
    /** Where the provider's verify-token call goes (POST { userId, verifyToken } -> { vToken }). */
    verifyUrl: z.string(),
    /** The provider's embed page, opened with vToken, userId and userName. */
    embedUrl: z.string(),
  }),
  /** Info-bar menu entries (member-centre page names), default depositv2 and withdraw (player-site.md §2). */
  infoBarMenu: z.array(z.string()),
  /** Right-bar entries in order (points-centres-lottery.md §2 "Other"). */
  rightBar: z.array(z.object({ key: z.string(), url: z.string().nullable() })),
  /** Domains on which the SEO meta block applies; empty means everywhere (player-site.md §2). */
  seoAllowedDomains: z.array(z.string()),
  miniGame: z.object({ enabled: z.boolean(), version: z.string() }),
  chat: z.object({ enabled: z.boolean(), permissionCheck: z.boolean() }),
  footer: footerSettings,
});
export type Settings = z.infer<typeof settings>;
