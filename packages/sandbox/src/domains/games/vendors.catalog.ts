import type { MarkShape } from './vendor.marks';

/**
 * The game vendors the sandbox seeds, with the launch rules of player-site.md §9 as data (one table, read by the
 * launch code): PT, PTSS, DG and GPI are flash vendors; ALB launches through its own page; DG, JDB and AE do not
 * speak ID (Indonesian) and get EN instead.
 */
export type GameType = 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT';

export interface VendorSpec {
  code: string;
  displayName: string;
  accountTypeId: number;
  /** Lanes the vendor appears in, in order. */
  types: readonly GameType[];
  flash: boolean;
  separateLaunchPage: boolean;
  /** Launch languages the vendor lacks, and what it gets instead. */
  languageFallback: Readonly<Record<string, string>>;
  supportTrial: boolean;
  vietnamLottery: boolean;
  /** Brand colour of generated icons. */
  colour: string;
  /** The shape of its generated mark: one of its own, so no two vendors' logos look alike. */
  mark: MarkShape;
}

const idToEnglish = { ID: 'EN' } as const;

export const vendorCatalog: readonly VendorSpec[] = [
  {
    code: 'PT',
    displayName: 'Playtech',
    accountTypeId: 101,
    types: ['RNG', 'LIVE'],
    flash: true,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: true,
    vietnamLottery: false,
    colour: '#1f6fd1',
    mark: 'hexagon',
  },
  {
    code: 'PTSS',
    displayName: 'Playtech Slots',
    accountTypeId: 102,
    types: ['RNG'],
    flash: true,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: true,
    vietnamLottery: false,
    colour: '#2a4d9b',
    mark: 'seal',
  },
  {
    code: 'DG',
    displayName: 'Dream Gaming',
    accountTypeId: 103,
    types: ['LIVE'],
    flash: true,
    separateLaunchPage: false,
    languageFallback: idToEnglish,
    supportTrial: false,
    vietnamLottery: false,
    colour: '#b8860b',
    mark: 'diamond',
  },
  {
    code: 'GPI',
    displayName: 'GamePlay Interactive',
    accountTypeId: 104,
    types: ['LIVE', 'RNG'],
    flash: true,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: true,
    vietnamLottery: false,
    colour: '#8e44ad',
    mark: 'ring',
  },
  {
    code: 'ALB',
    displayName: 'Allbet',
    accountTypeId: 105,
    types: ['LIVE'],
    flash: false,
    separateLaunchPage: true,
    languageFallback: {},
    supportTrial: false,
    vietnamLottery: false,
    colour: '#c0392b',
    mark: 'shield',
  },
  {
    code: 'AE',
    displayName: 'AE Sexy',
    accountTypeId: 106,
    types: ['LIVE'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: idToEnglish,
    supportTrial: false,
    vietnamLottery: false,
    colour: '#e84393',
    mark: 'heart',
  },
  {
    code: 'JDB',
    displayName: 'JDB Gaming',
    accountTypeId: 107,
    types: ['RNG', 'FISH'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: idToEnglish,
    supportTrial: true,
    vietnamLottery: false,
    colour: '#16a085',
    mark: 'octagon',
  },
  {
    code: 'CQ9',
    displayName: 'CQ9 Gaming',
    accountTypeId: 108,
    types: ['RNG', 'FISH'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: true,
    vietnamLottery: false,
    colour: '#d35400',
    mark: 'squircle',
  },
  {
    code: 'JILI',
    displayName: 'JILI',
    accountTypeId: 109,
    types: ['FISH', 'RNG'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: true,
    vietnamLottery: false,
    colour: '#27ae60',
    mark: 'leaf',
  },
  {
    code: 'KY',
    displayName: 'Kaiyuan Chess',
    accountTypeId: 110,
    types: ['PVP'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: true,
    vietnamLottery: false,
    colour: '#2c3e50',
    mark: 'crest',
  },
  {
    code: 'SABA',
    displayName: 'SABA Sports',
    accountTypeId: 111,
    types: ['SPORTS'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: false,
    vietnamLottery: false,
    colour: '#0e7c3a',
    mark: 'circle',
  },
  {
    code: 'IMES',
    displayName: 'IM Esports',
    accountTypeId: 112,
    types: ['ESPORTS'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: false,
    vietnamLottery: false,
    colour: '#6c5ce7',
    mark: 'pentagon',
  },
  {
    code: 'TCG',
    displayName: 'TCG Lottery',
    accountTypeId: 113,
    types: ['LOTT'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: false,
    vietnamLottery: true,
    colour: '#e67e22',
    mark: 'pill',
  },
  {
    code: 'VR',
    displayName: 'VR Lottery',
    accountTypeId: 114,
    types: ['ELOTT'],
    flash: false,
    separateLaunchPage: false,
    languageFallback: {},
    supportTrial: false,
    vietnamLottery: false,
    colour: '#00a8a8',
    mark: 'drop',
  },
];

export const vendorByCode: ReadonlyMap<string, VendorSpec> = new Map(vendorCatalog.map((v) => [v.code, v]));

/** The language a vendor receives for a requested launch language (player-site.md §9). */
export function vendorLanguage(vendor: VendorSpec, language: string): string {
  return vendor.languageFallback[language] ?? language;
}

/**
 * Whether a platform value suits the vendor: flash vendors need "flash" in it, the others "html5-desktop" (the popup
 * sends "flash,html5-desktop", which suits both).
 */
export function platformSuits(vendor: VendorSpec, platform: string): boolean {
  const parts = platform.split(',');
  return vendor.flash ? parts.includes('flash') : parts.includes('html5-desktop');
}
