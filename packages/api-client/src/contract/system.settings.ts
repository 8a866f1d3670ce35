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
});
export type Settings = z.infer<typeof settings>;
