import type { Language } from '@platform/i18n';

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

/** The languages the page is written in (points §2: "in TH, CN or JA"). */
export const MAINTENANCE_LANGUAGES: readonly Language[] = ['TH', 'CN', 'JA'];

/** The page's language: the visitor's when it is TH, CN or JA, otherwise CN (points §2 "fallback CN"). */
export function maintenanceLanguage(language: Language): Language {
  return MAINTENANCE_LANGUAGES.includes(language) ? language : 'CN';
}
