import type { Contract, OutputOf } from '@platform/api-client/contract';

type Status = OutputOf<Contract['system']['status']>;

/** The route of the maintenance / access-denied page. */
export const MAINTENANCE_PATH = '/maintenance';

/**
 * Whether the site should show the maintenance / access-denied page: a call failed with system_maintenance or
 * region_restricted (`ui.maintenance`), or the status call (which answers during maintenance) reports a maintenance
 * window or a restricted region. The page itself asks the permission call and sends the visitor home when neither
 * holds any more.
 */
export function needsMaintenancePage(
  status: Pick<Status, 'maintenanceEnd' | 'location'> | undefined,
  failedWithMaintenance: boolean,
): boolean {
  if (failedWithMaintenance) return true;
  if (!status) return false;
  return status.maintenanceEnd !== null || status.location.regionRestricted;
}
