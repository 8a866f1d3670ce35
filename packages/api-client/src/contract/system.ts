import { z } from 'zod';
import { currencyPosition, epochMs, fieldConfig, language, registrationFieldName, shortText } from './common';
import { endpoint } from './define';
import { settings, template } from './system.settings';

export const publicKey = z.object({
  /** The merchant's RSA-OAEP public key, SPKI, base64. Sensitive posts wrap their AES key with it. */
  publicKey: z.string().min(1),
  /** Changes when the merchant rotates its key pair. */
  keyId: z.string().min(1),
});

export const resourceType = z.enum(['SKYPE', 'IOS', 'Android', 'H5', 'MOBILECONFIG', 'WLG_DOMAIN']);
/** An app-download or contact resource (player-site.md §3). `qrCodeUrl` is the text to encode when it differs. */
export const resource = z.object({ resourceType, url: z.string(), qrCodeUrl: z.string().nullable() });

/** Whitelabel flags by name; values are strings as the platform sends them ('1' on, '0' off, or a setting). */
export const whitelabelFlags = z.record(z.string(), z.string());

export const location = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: z.string(),
  regionRestricted: z.boolean(),
});

/** The maintenance window (spec: value.content.data {maintainTime, endTime}), epoch ms. */
export const maintenanceWindow = z.object({ message: z.string(), maintainTime: epochMs, endTime: epochMs });

export const registerSettings = z.object({
  /** Registration by username and password is offered. */
  username: z.boolean(),
  /** Registration by mobile number (the server sets the merchant's default password) is offered. */
  mobile: z.boolean(),
  defaultMode: z.enum(['username', 'mobile']),
  /** An image captcha is asked on the form. */
  captcha: z.boolean(),
  /** The bot check (Geetest) must pass before submitting. */
  botCheck: z.boolean(),
  /** An SMS code is asked for the mobile number. */
  smsCode: z.boolean(),
  agreementUrl: z.string().nullable(),
  /** Field configs by field name; a field without a config is not shown. */
  fields: z.partialRecord(registrationFieldName, fieldConfig),
});

export const status = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition,
  defaultLanguage: language,
  languages: z.array(language),
  /** The server's clock, epoch ms: countdowns run on server-corrected time. */
  serverTime: epochMs,
  register: registerSettings,
  resources: z.array(resource),
  sms: z.object({
    enabled: z.boolean(),
    loginEnabled: z.boolean(),
    registerEnabled: z.boolean(),
    /** How long a code stays valid; the send button counts down expiredMinutes x 60 s. */
    expiredMinutes: z.number().int().positive(),
    /** The merchant's country dialing code (without +). */
    dialingCode: z.string(),
  }),
  whitelabel: whitelabelFlags,
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  customerService: z.object({ url: z.string().nullable(), popupWidth: z.number(), popupHeight: z.number() }),
  gw: z.object({
    GEETEST_ID: z.string(),
    GEETEST_VERSION: z.string(),
    /** How many profile icons (`/res/profile/{n}.png`) the avatar picker offers. */
    PROFILE_ICON_COUNT: z.number().int().positive(),
  }),
  /** The merchant's mobile site; below 1024 px the desktop site sends visitors there. */
  mobileTemplate: z.string().nullable(),
  /** End of the current maintenance window, or null. */
  maintenanceEnd: epochMs.nullable(),
  location,
});

export const domainRoute = z.object({
  /** An origin to probe: scheme, host and port (`https://www.example.com`, `http://127.0.0.1:8080`). */
  domainName: z.string(),
  /** The platform's last measured response time in ms; 0 means unreachable or not measured. */
  speed: z.number().int().nonnegative(),
});

export const helpCategory = z.object({ id: z.number().int(), tag: z.string(), title: z.string(), sort: z.number() });
export const helpArticle = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  /** The anchor of /help#tag. */
  tag: z.string(),
  title: z.string(),
  /** Merchant-authored HTML: clients must sanitise it (it may carry scripts and event handlers). */
  content: z.string(),
  sort: z.number(),
  updatedAt: epochMs,
});

export const permission = z.object({
  maintenance: z.boolean(),
  regionRestricted: z.boolean(),
  ip: z.string(),
  maintenanceInfo: maintenanceWindow.nullable(),
  customerServiceUrl: z.string().nullable(),
});

export const captcha = z.object({
  /** Send it back with the answer (`captchaKey`). */
  captchaKey: z.string(),
  /** An SVG image of distorted text, as a data URL. */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  expiresAt: epochMs,
});

const langQuery = z.object({ lang: language.optional() });

export const system = {
  publicKey: endpoint({
    method: 'GET',
    path: '/wps/system/publicKey',
    summary: "The merchant's public key for encrypting sensitive posts",
    input: z.object({}),
    output: publicKey,
    access: 'public',
  }),
  status: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    summary: 'Boot information: registration config, resources, SMS, flags, CDNs, customer service, gw, location',
    description:
      'Fetched at start and whenever the tab becomes visible (player-site.md §4). Answers during maintenance and ' +
      'region restriction (the `system` group always does), so the site can show why. Cached per merchant and ' +
      'language by the server; `serverTime` and `location` are per request.',
    input: z.object({}),
    output: status,
    access: 'public',
  }),
  settings: endpoint({
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    summary: 'UI settings in one call: login options, social and bot-check providers, live chat, menus, SEO domains',
    input: z.object({}),
    output: settings,
    access: 'public',
  }),
  location: endpoint({
    method: 'GET',
    path: '/wps/system/location',
    summary: "The caller's IP address and country, and whether the region is restricted",
    input: z.object({}),
    output: location,
    access: 'public',
  }),
  whitelabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    summary: "The merchant's whitelabel flags (MAILCEN, CBS3, REWCEN3, PAYMENTPASS3...)",
    description: "Values are strings: '1' on, '0' off. The sandbox README lists every flag each merchant seeds.",
    input: z.object({}),
    output: whitelabelFlags,
    access: 'public',
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    summary: 'Candidate entry domains for the speed test (up to 10, in random order)',
    input: z.object({}),
    output: z.array(domainRoute),
    access: 'public',
  }),
  templates: endpoint({
    method: 'GET',
    path: '/wps/system/templates',
    summary: "The merchant's site templates (desktop, mobile) and their addresses",
    input: z.object({}),
    output: z.object({ current: z.string(), mobileTemplate: z.string().nullable(), templates: z.array(template) }),
    access: 'public',
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'Help categories (the menu of /help)',
    input: langQuery,
    output: z.array(helpCategory),
    access: 'public',
  }),
  helpV2: endpoint({
    method: 'GET',
    path: '/wps/system/help/v2',
    summary: 'Help articles in a language (getHelpV2), HTML to sanitise',
    input: z.object({ lang: language.optional(), device: z.literal('WEB').default('WEB') }),
    output: z.array(helpArticle),
    access: 'public',
  }),
  permission: endpoint({
    method: 'GET',
    path: '/wps/system/permission',
    summary: 'Whether the merchant is in maintenance or the region is restricted (maintenance / access-denied page)',
    input: z.object({}),
    output: permission,
    access: 'public',
  }),
  resources: endpoint({
    method: 'GET',
    path: '/wps/system/resources',
    summary: 'App downloads and contacts: SKYPE, IOS, Android, H5, MOBILECONFIG, WLG_DOMAIN',
    input: z.object({}),
    output: z.array(resource),
    access: 'public',
  }),
  countries: endpoint({
    method: 'GET',
    path: '/wps/system/countries',
    summary: 'Countries with their dialing codes (phone fields)',
    input: z.object({}),
    output: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string(), countryName: z.string() })),
    access: 'public',
  }),
  ping: endpoint({
    method: 'GET',
    path: '/wps/system/test/ping',
    summary: 'Speed-test probe: answers at once',
    description: 'Probed on every candidate domain with `speed` set to a cache-busting value (timestamp).',
    input: z.object({ speed: shortText.optional() }),
    output: z.object({ pong: z.literal(true), serverTime: epochMs }),
    access: 'public',
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/wps/system/captcha',
    summary: 'A new image captcha (login after failures, registration, feedback)',
    description:
      'The answer stays on the server for 2 minutes and is good for one try. At most one new captcha per 250 ms ' +
      'and 30 a minute per caller (IP and device); beyond that TOO_MANY_REQUESTS. The player-facing button is ' +
      'limited to one click per second by the client.',
    input: z.object({ purpose: z.enum(['login', 'register', 'feedback', 'password']).default('login') }),
    output: captcha,
    access: 'public',
    errors: ['TOO_MANY_REQUESTS'],
  }),
} as const;
