import { isLanguage, type Language } from '@platform/i18n';

/** What the permission call says (the contract's `system.permission`); undefined when it could not be read. */
export interface PermissionFacts {
  maintenance: boolean;
  regionRestricted: boolean;
  ip: string;
  maintenanceInfo: { message: string; maintainTime: number; endTime: number } | null;
  customerServiceUrl: string | null;
}

export type MaintenanceView =
  | { kind: 'maintenance'; message: string | null; window: { start: number; end: number } | null }
  | { kind: 'accessDenied'; ip: string | null }
  | { kind: 'redirect' };

/**
 * What the maintenance / access-denied page shows (points-centres-lottery §2 "Maintenance and access denied"):
 * maintenance when the permission flag says so, access denied when the region is restricted, otherwise (no flag, or
 * no permission data at all) a redirect to /. Maintenance wins when both are set: it concerns every visitor.
 */
export function maintenanceView(permission: PermissionFacts | null | undefined): MaintenanceView {
  if (!permission) return { kind: 'redirect' };
  if (permission.maintenance) {
    const info = permission.maintenanceInfo;
    return {
      kind: 'maintenance',
      message: info?.message || null,
      window: info ? { start: info.maintainTime, end: info.endTime } : null,
    };
  }
  if (permission.regionRestricted) return { kind: 'accessDenied', ip: permission.ip || null };
  return { kind: 'redirect' };
}

/**
 * The page's language. The spec writes the page in TH, CN or JA with CN as the fallback (points §2); the catalogues
 * have its words in every language of the site, so a player reads it in their own (an English player is not shown
 * Chinese), and only a language without a catalogue falls back to CN.
 */
export function maintenanceLanguage(language: string): Language {
  return isLanguage(language) ? language : 'CN';
}
