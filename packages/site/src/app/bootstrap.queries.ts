import { queryOptions } from '@tanstack/react-query';
import type { Platform } from './platform';

/**
 * The start-up data of the shell (player-site §4): system status, consolidated settings, whitelabel flags and
 * templates. Status is re-fetched when the tab becomes visible (see useBootstrap).
 */
export const bootstrapQueries = {
  status: (platform: Platform) =>
    queryOptions({
      queryKey: ['system', 'status', platform.ui.language],
      queryFn: async ({ signal }) => {
        const startedAt = Date.now();
        const status = await platform.api.system.status(undefined, { signal });
        // Countdowns run on server-corrected time: the offset is learnt from every status answer.
        platform.clock.sync(status.serverTime, startedAt, Date.now());
        return status;
      },
      staleTime: 60_000,
    }),
  settings: (platform: Platform) =>
    queryOptions({
      queryKey: ['system', 'settings'],
      queryFn: ({ signal }) => platform.api.system.settings(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  whitelabel: (platform: Platform) =>
    queryOptions({
      queryKey: ['system', 'whitelabel'],
      queryFn: ({ signal }) => platform.api.system.whitelabel(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  templates: (platform: Platform) =>
    queryOptions({
      queryKey: ['system', 'templates'],
      queryFn: ({ signal }) => platform.api.system.templates(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** Maintenance and region restriction for the maintenance / access-denied page (points-centres-lottery §2). */
  permission: (platform: Platform) =>
    queryOptions({
      queryKey: ['system', 'permission'],
      queryFn: ({ signal }) => platform.api.system.permission(undefined, { signal, quiet: true }),
      staleTime: 0,
    }),
};
