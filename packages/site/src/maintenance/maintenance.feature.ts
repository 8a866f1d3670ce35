import { defineFeature } from '../app/feature';
import { MaintenanceGate } from './MaintenanceGate';
import { maintenanceRoutes } from './maintenance.routes';

/**
 * The maintenance / access-denied page and the gate that sends every page there while the merchant is in maintenance
 * or refuses the region (points-centres-lottery §2, §8). The gate is tiny and must watch from the first page on, so it
 * is not lazy.
 */
export const maintenanceFeature = defineFeature({
  name: 'maintenance',
  routes: maintenanceRoutes,
  overlays: [{ id: 'gate', component: MaintenanceGate }],
});
