import type { Hono } from 'hono';
import type { AppEnv } from '../../core/app';
import type { SandboxRuntime } from '../../core/runtime';
import { forgetDrawsAfter } from '../lottery/draws.service';
import { controlActivityRoutes } from './control.activity.routes';
import { centresControlRoutes } from './control.centres.routes';
import { body, ControlError, controlKit, ok, param } from './control.http';
import { controlIndex } from './control.index';
import { controlSchemas } from './control.schemas';

/**
 * The control API (`/__control/*`, header `X-Control-Key`): what tests and designers use to reach every path of the
 * site: faults, maintenance, region, unavailable domains, approvals, pushes, the SMS and mail outboxes, captcha
 * answers, the clock. Every call is listed with an example at `GET /__control` and in the README. This file holds
 * the switches (faults, domains, merchants, time); control.activity.routes.ts what players do and receive.
 */
export function controlRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime): void {
  const kit = controlKit(app, runtime);
  const { get, post, del, merchantOf, updateMerchant } = kit;
  const { db } = runtime;

  get('/__control', (c) => ok(c, controlIndex));

  // Faults and domains.
  get('/__control/faults', (c) =>
    ok(c, { rules: runtime.faults.list(), unavailableHosts: [...runtime.faults.unavailableHosts] }),
  );
  post('/__control/faults', async (c) => ok(c, runtime.faults.add(await body(c, controlSchemas.fault))));
  del('/__control/faults/:id', (c) => {
    if (!runtime.faults.remove(Number(param(c, 'id')))) throw new ControlError(404, 'not.found', 'No such rule.');
    return ok(c, true);
  });
  del('/__control/faults', (c) => {
    runtime.faults.clear();
    return ok(c, true);
  });
  post('/__control/domains', async (c) => {
    const input = await body(c, controlSchemas.domain);
    const host = input.host.toLowerCase();
    if (input.unavailable) runtime.faults.unavailableHosts.add(host);
    else runtime.faults.unavailableHosts.delete(host);
    return ok(c, [...runtime.faults.unavailableHosts]);
  });

  // Merchants.
  post('/__control/merchants/:code/maintenance', async (c) => {
    const input = await body(c, controlSchemas.maintenance);
    const now = runtime.clock.now();
    const window = input.on
      ? {
          message: input.message,
          maintainTime: input.maintainTime ?? now,
          endTime: input.endTime ?? now + 2 * 3_600_000,
        }
      : null;
    await updateMerchant(param(c, 'code'), 'maintenance = $2::jsonb', [window && JSON.stringify(window)]);
    return ok(c, window);
  });
  post('/__control/merchants/:code/region', async (c) => {
    const input = await body(c, controlSchemas.region);
    await updateMerchant(param(c, 'code'), 'region_restricted = $2', [input.restricted]);
    return ok(c, input);
  });
  post('/__control/merchants/:code/flags', async (c) => {
    const input = await body(c, controlSchemas.flags);
    await updateMerchant(param(c, 'code'), 'flags = flags || $2::jsonb', [JSON.stringify(input.flags)]);
    return ok(c, runtime.merchants.get(param(c, 'code'))?.flags);
  });
  post('/__control/merchants/:code/vendors/:vendor/maintenance', async (c) => {
    const input = await body(c, controlSchemas.vendorMaintenance);
    const merchant = merchantOf(param(c, 'code'));
    const vendor = param(c, 'vendor').toUpperCase();
    if (input.on) {
      await db.query(
        'INSERT INTO vendor_maintenance (merchant_code, vendor, since) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [merchant, vendor, runtime.clock.now()],
      );
    } else {
      await db.query('DELETE FROM vendor_maintenance WHERE merchant_code = $1 AND vendor = $2', [merchant, vendor]);
    }
    return ok(c, { vendor, underMaintenance: input.on });
  });

  // Time and reset.
  get('/__control/clock', (c) => ok(c, { now: runtime.clock.now(), offsetMs: runtime.clock.offsetMs }));
  /** Sets the clock's offset; a clock moved back forgets the lottery draws that now lie in the future. */
  const setOffset = async (offsetMs: number) => {
    const before = runtime.clock.now();
    runtime.clock.offsetMs = offsetMs;
    const now = runtime.clock.now();
    if (now < before) await forgetDrawsAfter(runtime.db, now);
  };
  post('/__control/clock', async (c) => {
    const input = await body(c, controlSchemas.clock);
    await setOffset('offsetMs' in input ? input.offsetMs : runtime.clock.offsetMs + input.advanceMs);
    return ok(c, { now: runtime.clock.now(), offsetMs: runtime.clock.offsetMs });
  });
  post('/__control/reset', async (c) => {
    runtime.faults.clear();
    runtime.services.rateLimits.resetAll();
    // Login failures (per name and per address), wrong passwords of logged-in players, and the locks they caused,
    // in every merchant.
    for (const table of ['login_failures', 'login_address_failures', 'password_failures']) {
      // Absent when the accounts module is not running (42P01: undefined table).
      await db.query(`DELETE FROM ${table}`).catch((error: { code?: string }) => {
        if (error.code !== '42P01') throw error;
      });
    }
    await setOffset(0);
    return ok(c, true);
  });
  controlActivityRoutes(kit, runtime);
  centresControlRoutes(kit, runtime);
}
