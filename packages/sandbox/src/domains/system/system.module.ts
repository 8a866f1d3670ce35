import type { SandboxModule } from '../../core/module';
import { createRateLimitRegistry, type RateLimitRegistry } from '../shared/rate-limit';
import { systemHandlers } from './system.handlers';
import { systemRoutes } from './system.routes';
import { seedSystem } from './system.seed';
import { systemMigrations } from './system.sql';

declare module '../../core/runtime' {
  interface SandboxServices {
    /** Every rate limiter of the player half, by name (reset together by the control API). */
    rateLimits: RateLimitRegistry;
  }
}

/** Status, settings, flags, domains, help, resources, countries, the speed-test ping and logo, profile icons. */
export const systemModule: SandboxModule = {
  name: 'system',
  migrations: systemMigrations,
  setup(runtime) {
    runtime.services.rateLimits = createRateLimitRegistry();
  },
  seed: seedSystem,
  handlers: [systemHandlers],
  routes: (app) => systemRoutes(app),
};
