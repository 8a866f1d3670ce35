import { type Contract, contract, type OutputOf } from '@platform/api-client/contract';
import type { Language, RequestContext } from '../../core/context';
import { SerializedOutput } from '../../core/output';
import type { MerchantRow } from '../../core/rows';
import { playerLimits } from '../shared/player.constants';
import { flagOn, playerSettings } from './merchant.settings';

type Status = OutputOf<Contract['system']['status']>;
type StatusBase = Omit<Status, 'serverTime' | 'location'>;

/** The merchant part checked against the contract once, and its JSON without the closing brace. */
interface CachedStatus {
  base: StatusBase;
  jsonHead: string;
}

/**
 * The status call is the hottest call of the platform (every start, every time the tab becomes visible), so its
 * merchant part is built once per merchant row and language. The control API replaces the merchant row
 * (`reloadMerchants`) whenever it changes flags, maintenance or region, which drops the cache entry with it.
 */
const cache = new WeakMap<MerchantRow, Map<Language, CachedStatus>>();

function isPrivateIp(ip: string): boolean {
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|localhost)/.test(ip);
}

export function locationOf(ctx: Pick<RequestContext, 'ip' | 'merchant'>): Status['location'] {
  const settings = playerSettings(ctx.merchant);
  return {
    ip: ctx.ip,
    // The sandbox has no GeoIP database: loopback and private addresses are placed in the merchant's own country.
    countryCode: isPrivateIp(ctx.ip) ? settings.countryCode : 'ZZ',
    regionRestricted: ctx.merchant.region_restricted,
  };
}

function build(merchant: MerchantRow): StatusBase {
  const settings = playerSettings(merchant);
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
    currencyPosition: merchant.currency_position as Status['currencyPosition'],
    defaultLanguage: merchant.default_language as Language,
    languages: settings.languages,
    register: settings.register,
    resources: settings.resources,
    sms: {
      ...settings.sms,
      expiredMinutes: playerLimits.smsExpiredMinutes,
      dialingCode: settings.dialingCode,
    },
    whitelabel: merchant.flags,
    imageCDNs: settings.imageCDNs,
    launchGameCDNs: settings.launchGameCDNs,
    customerService: { url: settings.customerServiceUrl, popupWidth: 440, popupHeight: 750 },
    gw: {
      GEETEST_ID: flagOn(merchant, 'GEETEST3') ? settings.geetest.captchaId : '',
      GEETEST_VERSION: settings.geetest.version,
      PROFILE_ICON_COUNT: playerLimits.profileIconCount,
    },
    mobileTemplate: settings.mobileTemplate,
    maintenanceEnd: merchant.maintenance?.endTime ?? null,
  };
}

function cached(ctx: RequestContext): CachedStatus {
  let byLanguage = cache.get(ctx.merchant);
  if (!byLanguage) {
    byLanguage = new Map();
    cache.set(ctx.merchant, byLanguage);
  }
  let entry = byLanguage.get(ctx.language);
  if (!entry) {
    const base = build(ctx.merchant);
    // Checked once here with sample per-call fields; the per-call fields are built the same way every time.
    contract.system.status.output.parse({ ...base, serverTime: 0, location: locationOf(ctx) });
    const json = JSON.stringify(base);
    entry = { base, jsonHead: json.slice(0, -1) };
    byLanguage.set(ctx.language, entry);
  }
  return entry;
}

/** The status call's answer as JSON: the cached merchant part plus the time and location of this call. */
export function statusJson(ctx: RequestContext): SerializedOutput {
  const { jsonHead } = cached(ctx);
  return new SerializedOutput(`${jsonHead},"serverTime":${ctx.now()},"location":${JSON.stringify(locationOf(ctx))}}`);
}
