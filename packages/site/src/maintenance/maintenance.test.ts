import { describe, expect, it } from 'vitest';
import { permissionFixture, statusFixture } from '../testing/fixtures';
import { needsMaintenancePage } from './maintenance.gate';
import { maintenanceLanguage, maintenanceView } from './maintenance.rules';

describe('maintenanceView', () => {
  it('shows maintenance with the window when the permission flag says maintenance', () => {
    const view = maintenanceView(
      permissionFixture({
        maintenance: true,
        maintenanceInfo: { message: 'Upgrading', maintainTime: 100, endTime: 200 },
      }),
    );
    expect(view).toEqual({ kind: 'maintenance', message: 'Upgrading', window: { start: 100, end: 200 } });
  });

  it('shows access denied with the visitor IP when the region is restricted', () => {
    expect(maintenanceView(permissionFixture({ regionRestricted: true, ip: '198.51.100.4' }))).toEqual({
      kind: 'accessDenied',
      ip: '198.51.100.4',
    });
  });

  it('prefers maintenance when both flags are set', () => {
    expect(maintenanceView(permissionFixture({ maintenance: true, regionRestricted: true })).kind).toBe('maintenance');
  });

  it('redirects home with neither flag, and without permission data', () => {
    expect(maintenanceView(permissionFixture())).toEqual({ kind: 'redirect' });
    expect(maintenanceView(undefined)).toEqual({ kind: 'redirect' });
    expect(maintenanceView(null)).toEqual({ kind: 'redirect' });
  });
});

describe('maintenanceLanguage', () => {
  it("speaks the player's language wherever the catalogue has it, and falls back to CN for the rest", () => {
    for (const language of ['TH', 'CN', 'JA', 'EN', 'TW', 'VI'] as const)
      expect(maintenanceLanguage(language)).toBe(language);
    expect(maintenanceLanguage('KO')).toBe('CN');
    expect(maintenanceLanguage('')).toBe('CN');
  });
});

describe('needsMaintenancePage', () => {
  it('is needed after a maintenance failure, or when the status reports a window or a restricted region', () => {
    expect(needsMaintenancePage(undefined, true)).toBe(true);
    expect(needsMaintenancePage(statusFixture({ maintenanceEnd: 5 }), false)).toBe(true);
    const restricted = statusFixture({ location: { ip: '1.2.3.4', countryCode: 'ZZ', regionRestricted: true } });
    expect(needsMaintenancePage(restricted, false)).toBe(true);
  });

  it('is not needed for a healthy status or before the status answers', () => {
    expect(needsMaintenancePage(statusFixture(), false)).toBe(false);
    expect(needsMaintenancePage(undefined, false)).toBe(false);
  });
});
