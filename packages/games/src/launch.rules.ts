import type { LaunchInput } from './games.types';
import type { LaunchTarget } from './launch.target';

export { type LaunchTarget, launchTargetOf } from './launch.target';

/** The languages a vendor may receive: the site's six plus ID (Indonesian). */
export type LaunchLanguage = NonNullable<LaunchInput['language']>;
export type LaunchPlatform = NonNullable<LaunchInput['platform']>;

/** What the launch rules of one vendor say (player-site §9). */
export interface VendorLaunchRule {
  /** Launches with platform flash (PT, PTSS, DG, GPI). */
  flash: boolean;
  /** Launches through its own page, which is never framed (ALB). */
  separatePage: boolean;
  /** Languages the vendor lacks, and what it gets instead (DG, JDB, AE: ID becomes EN). */
  languageFallback: Readonly<Partial<Record<LaunchLanguage, LaunchLanguage>>>;
}

const idToEnglish = { ID: 'EN' } as const;

/**
 * ONE table, vendor code to launch rules (player-site §9: "vendors PT, PTSS, DG, GPI are flash; ALB uses a separate
 * launch page; DG, JDB, AE fall back to EN when language is ID"). A vendor not listed takes DEFAULT_VENDOR_RULE.
 */
export const VENDOR_LAUNCH_RULES: Readonly<Record<string, Partial<VendorLaunchRule>>> = {
  PT: { flash: true },
  PTSS: { flash: true },
  DG: { flash: true, languageFallback: idToEnglish },
  GPI: { flash: true },
  ALB: { separatePage: true },
  JDB: { languageFallback: idToEnglish },
  AE: { languageFallback: idToEnglish },
};

export const DEFAULT_VENDOR_RULE: VendorLaunchRule = { flash: false, separatePage: false, languageFallback: {} };

/** The rules of a vendor, defaults merged in this one place. */
export function vendorLaunchRule(vendor: string): VendorLaunchRule {
  return { ...DEFAULT_VENDOR_RULE, ...VENDOR_LAUNCH_RULES[vendor.toUpperCase()] };
}

/** Where the launch was asked from: the game popup sends the platform that suits every vendor (player-site §9). */
export type LaunchOrigin = 'page' | 'popup';

/** player-site §9: "platform html5-desktop (popup: flash,html5-desktop)", flash for the flash vendors. */
export function launchPlatform(vendor: string, origin: LaunchOrigin): LaunchPlatform {
  if (origin === 'popup') return 'flash,html5-desktop';
  return vendorLaunchRule(vendor).flash ? 'flash' : 'html5-desktop';
}

/** The language the vendor receives: the player's, or the vendor's fallback for it (player-site §9). */
export function launchLanguage(vendor: string, language: LaunchLanguage): LaunchLanguage {
  return vendorLaunchRule(vendor).languageFallback[language] ?? language;
}

export type LaunchMode = 'real' | 'trial';
export type Presentation = 'window' | 'frame';

/**
 * How the game is shown: a new window for games that ask for one (appNewWindow 1) and for vendors with their own
 * launch page (ALB: such pages refuse to be framed), otherwise the site's in-page frame. A choice where the spec only
 * names both ways (README "Frames and windows"). On a phone only the vendors with their own launch page open a window
 * (a new tab there).
 */
export function presentationOf(target: LaunchTarget, device: LaunchDevice = 'desktop'): Presentation {
  if (vendorLaunchRule(target.vassalage).separatePage) return 'window';
  // A phone blocks or buries popup windows: every framable game opens in the site's full-screen game page there.
  if (device === 'phone') return 'frame';
  return target.appNewWindow === 1 ? 'window' : 'frame';
}

/** The screen a launch starts from: a phone shows every framable game in the site's own page. */
export type LaunchDevice = 'desktop' | 'phone';

/** The in-page frames (player-site §2: /seamless and /trial, query gameType). */
export const FRAME_ROUTES = { real: '/seamless', trial: '/trial' } as const satisfies Record<LaunchMode, string>;
