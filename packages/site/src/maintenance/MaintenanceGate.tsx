import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { usePlatform } from '../app/platform.context';
import { MAINTENANCE_PATH, needsMaintenancePage } from './maintenance.gate';

/** Sends every page to the maintenance / access-denied page while the merchant is in maintenance or refuses the region. */
export function MaintenanceGate() {
  const platform = usePlatform();
  const { maintenance } = useSnapshot(platform.ui);
  const status = useQuery(bootstrapQueries.status(platform));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const needed = needsMaintenancePage(status.data, maintenance !== null);
  useEffect(() => {
    if (needed && pathname !== MAINTENANCE_PATH) void navigate({ to: MAINTENANCE_PATH, replace: true });
  }, [needed, pathname, navigate]);
  return null;
}
