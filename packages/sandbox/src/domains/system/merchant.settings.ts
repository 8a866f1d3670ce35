import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { Language } from '../../core/context';
import type { MerchantRow } from '../../core/rows';

type Status = OutputOf<Contract['system']['status']>;
type Settings = OutputOf<Contract['system']['settings']>;
export type FieldConfigs = Status['register']['fields'];
export type Resource = Status['resources'][number];

/**
 * What the player half keeps per merchant in `merchants.settings.player` (the centres keep theirs under their own
 * key). Secrets live here and never reach a response: the default phone-registration password (NOTES.md `{secret}`),
 * the bot-check key.
 */
export interface PlayerMerchantSettings {
  languages: Language[];
  countryCode: string;
  dialingCode: string;
  register: Status['register'];
  /** NOTES.md: the default password given to phone registrations; it forces a change at login. */
  defaultPhonePassword: string;
  sms: { enabled: boolean; loginEnabled: boolean; registerEnabled: boolean };
  resources: Resource[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  customerServiceUrl: string | null;
  mobileTemplate: string | null;
  templates: { current: string; list: { code: string; name: string; device: 'WEB' | 'MOBILE'; url: string | null }[] };
  login: Settings['login'];
  geetest: { captchaId: string; captchaKey: string; version: string };
  firebase: { projectId: string; apiKey: string };
  infoBarMenu: string[];
  rightBar: Settings['rightBar'];
  /** The footer (issue 17): vendors by code (names and logos come from the vendor catalogue), payments by name. */
  footer: Omit<Settings['footer'], 'vendors' | 'payments'> & {
    vendors: string[];
    payments: { code: string; name: string }[];
  };
  seoAllowedDomains: string[];
  miniGame: Settings['miniGame'];
  /** SINGLE: one wallet; TRANSFER: a main wallet plus one per vendor, with fund transfer. */
  walletMode: 'SINGLE' | 'TRANSFER';
  winnerFields: ('account' | 'gameName' | 'vendor' | 'winAmount' | 'winTime')[];
  /** Rebate rates by product type, percent; empty means the merchant pays no rebate. */
  rebateRates: { productType: string; rate: number }[];
  /** Club (VIP) ranks in order, with what reaching each takes. */
  clubLabels: { labelId: number; labelName: string; color: string; rankLevel: number; deposit: number; bet: number }[];
  /** Reward-centre programmes the merchant runs (public state availablePromo). */
  promoPrograms: { MISSION: boolean; REFERRAL: boolean };
  /** Amounts: smallest balance to launch a real game. */
  minLaunchBalance: number;
  /** Scale of money amounts in seeds (1 for CNY, 1000 for VND). */
  moneyScale: number;
}

export function playerSettings(merchant: MerchantRow): PlayerMerchantSettings {
  const settings = merchant.settings.player as PlayerMerchantSettings | undefined;
  if (!settings) throw new Error(`merchant ${merchant.code} has no player settings (seed missing)`);
  return settings;
}

export { flagOn } from '../shared/guards';
