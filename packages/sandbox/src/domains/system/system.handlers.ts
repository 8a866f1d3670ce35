import type { RequestContext } from '../../core/context';
import { implement } from '../../core/handlers';
import { vendorIconUrl } from '../games/games.queries';
import { vendorByCode } from '../games/vendors.catalog';
import { originOf } from '../shared/http';
import { playerLimits } from '../shared/player.constants';
import { countries } from './countries';
import { flagOn, type PlayerMerchantSettings, playerSettings } from './merchant.settings';
import { locationOf, statusJson } from './status';

type Texts = Record<string, { title: string; content: string }>;

function textIn(texts: Texts, language: string) {
  return texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? { title: '', content: '' };
}

/**
 * The footer's wire shape: vendor codes become marks with the logo the games module serves (unknown codes are
 * dropped); payment methods carry no artwork in the sandbox, so their mark is their name.
 */
function footerOf(settings: PlayerMerchantSettings) {
  const footer = settings.footer ?? { helpLinks: [], minimumAge: 18, licence: null, vendors: [], payments: [] };
  return {
    helpLinks: footer.helpLinks,
    minimumAge: footer.minimumAge,
    licence: footer.licence,
    vendors: footer.vendors.flatMap((code) => {
      const vendor = vendorByCode.get(code);
      // The footer's 3:1 boxes (96 x 32) get the mark beside the name, drawn at twice their size for sharp screens.
      return vendor ? [{ code, name: vendor.displayName, logoUrl: `${vendorIconUrl(code)}?w=192&h=64` }] : [];
    }),
    payments: footer.payments.map((payment) => ({ ...payment, logoUrl: null })),
  };
}

/** The sandbox's own origins come first, so the speed test finds a reachable domain on this machine. */
async function domainRoutes(ctx: RequestContext) {
  const origin = originOf(ctx.hono);
  const url = new URL(origin);
  const own = new Set([origin]);
  if (url.hostname === '127.0.0.1') own.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`);
  if (url.hostname === 'localhost') own.add(`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`);
  const rows = await ctx.db.query<{ domain_name: string; speed: number }>(
    'SELECT domain_name, speed FROM domain_routes WHERE merchant_code = $1 ORDER BY sort, id',
    [ctx.merchant.code],
  );
  const unavailable = ctx.runtime.faults.unavailableHosts;
  return [
    // This very call came through the sandbox's own origin: known reachable (1 ms; 0 would mean unreachable).
    ...[...own].map((domainName) => ({ domainName, speed: 1 })),
    ...rows.map((r) => ({ domainName: r.domain_name, speed: r.speed })),
  ]
    .map((route) => (unavailable.has(new URL(route.domainName).host) ? { ...route, speed: 0 } : route))
    .slice(0, playerLimits.domainRoutesMax);
}

export const systemHandlers = implement('system', {
  status: (_input, ctx) => statusJson(ctx),
  settings: (_input, ctx) => {
    const settings = playerSettings(ctx.merchant);
    const origin = originOf(ctx.hono);
    return {
      login: {
        ...settings.login,
        modes: flagOn(ctx.merchant, 'SMSLOGIN3') ? ['username', 'sms'] : ['username'],
        freeDemo: flagOn(ctx.merchant, 'FREEDEMO3'),
        captchaOnly: flagOn(ctx.merchant, 'CAPTCHAONLY3'),
      },
      firebase: {
        provider: 'sandbox',
        apiKey: settings.firebase.apiKey,
        authDomain: new URL(origin).host,
        projectId: settings.firebase.projectId,
        signInUrl: `${origin}/stand-in/firebase/signin?merchant=${ctx.merchant.code}`,
      },
      geetest: {
        provider: 'sandbox',
        captchaId: settings.geetest.captchaId,
        version: settings.geetest.version,
        // Three servers tried in order (points-centres-lottery.md §9: 3000 ms, three fallback servers); the control
        // API can slow or break any of them by path to exercise the fallback.
        servers: [1, 2, 3].map((n) => `${origin}/stand-in/geetest/s${n}`),
        timeoutMs: 3000,
      },
      liveChat: {
        provider: 'sandbox',
        verifyUrl: `${origin}/wps/chat/livechat/verify-token`,
        embedUrl: `${origin}/stand-in/livechat/embed`,
      },
      infoBarMenu: settings.infoBarMenu,
      rightBar: settings.rightBar,
      footer: footerOf(settings),
      seoAllowedDomains: settings.seoAllowedDomains,
      miniGame: { ...settings.miniGame, enabled: flagOn(ctx.merchant, 'MINIGAME3') },
      chat: { enabled: flagOn(ctx.merchant, 'CBS3'), permissionCheck: flagOn(ctx.merchant, 'CHATPERMCHECK3') },
    };
  },
  location: (_input, ctx) => locationOf(ctx),
  whitelabel: (_input, ctx) => ctx.merchant.flags,
  domainRoute: (_input, ctx) => domainRoutes(ctx),
  templates: (_input, ctx) => {
    const settings = playerSettings(ctx.merchant);
    return {
      current: settings.templates.current,
      mobileTemplate: settings.mobileTemplate,
      templates: settings.templates.list,
    };
  },
  helpCenter: async (input, ctx) => {
    const language = input.lang ?? ctx.language;
    const rows = await ctx.db.query<{ id: number; tag: string; titles: Record<string, string>; sort: number }>(
      'SELECT id, tag, titles, sort FROM help_categories WHERE merchant_code = $1 ORDER BY sort, id',
      [ctx.merchant.code],
    );
    return rows.map((r) => ({ id: r.id, tag: r.tag, title: r.titles[language] ?? r.titles.EN ?? r.tag, sort: r.sort }));
  },
  helpV2: async (input, ctx) => {
    const language = input.lang ?? ctx.language;
    const rows = await ctx.db.query<{
      id: number;
      category_id: number;
      tag: string;
      texts: Texts;
      sort: number;
      updated_at: number;
    }>(
      `SELECT a.* FROM help_articles a JOIN help_categories c ON c.id = a.category_id
       WHERE c.merchant_code = $1 ORDER BY c.sort, a.sort, a.id`,
      [ctx.merchant.code],
    );
    return rows.map((r) => ({
      id: r.id,
      categoryId: r.category_id,
      tag: r.tag,
      ...textIn(r.texts, language),
      sort: r.sort,
      updatedAt: r.updated_at,
    }));
  },
  permission: (_input, ctx) => ({
    maintenance: ctx.merchant.maintenance !== null,
    regionRestricted: ctx.merchant.region_restricted,
    ip: ctx.ip,
    maintenanceInfo: ctx.merchant.maintenance,
    customerServiceUrl: playerSettings(ctx.merchant).customerServiceUrl,
  }),
  resources: (_input, ctx) => playerSettings(ctx.merchant).resources,
  countries: () => countries,
  ping: (_input, ctx) => ({ pong: true as const, serverTime: ctx.now() }),
});
