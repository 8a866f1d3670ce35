import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../../core/app';
import { isApiFailure } from '../../../core/failure';
import { deliverInboxMessage } from '../../../core/inbox';
import type { SandboxRuntime } from '../../../core/runtime';
import { totp } from '../accounts/totp';
import { createPaymentConfirmation } from '../payments/payments.service';
import { decideClaim, grantManualBonus } from '../promotions/promotions.service';
import { controlIndex } from './control.index';
import { controlSchemas } from './control.schemas';
import { createFundRequest, decideFundRequest } from './funds.service';

class ControlError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const ok = (c: Context, value: unknown) => c.json({ success: true, value, message: null, errorCode: null });

async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ControlError(
      400,
      'request.invalid',
      issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid body',
    );
  }
  return parsed.data;
}

/**
 * The control API (`/__control/*`, header `X-Control-Key`): what tests and designers use to reach every path of the
 * site: faults, maintenance, region, unavailable domains, approvals, pushes, the SMS and mail outboxes, captcha
 * answers, the clock. Every call is listed with an example at `GET /__control` and in the README.
 */
export function controlRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime): void {
  const { db } = runtime;
  const merchantOf = (code: string) => {
    if (!runtime.merchants.has(code)) throw new ControlError(404, 'merchant.unknown', `No merchant ${code}.`);
    return code;
  };
  const playerOf = async (merchant: string, username: string) => {
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM customers WHERE merchant_code = $1 AND lower(username) = lower($2)',
      [merchantOf(merchant), username],
    );
    if (!row) throw new ControlError(404, 'not.found', `No player ${username} at ${merchant}.`);
    return row.id;
  };
  const updateMerchant = async (code: string, sql: string, params: unknown[]) => {
    await db.query(`UPDATE merchants SET ${sql} WHERE code = $1`, [merchantOf(code), ...params]);
    // A new row object per merchant also drops the status cache built from the old one.
    await runtime.reloadMerchants();
  };

  app.use('/__control/*', async (c, next) => {
    if (c.req.header('X-Control-Key') !== runtime.config.controlKey) {
      return c.json(
        { success: false, value: null, message: 'Send the X-Control-Key header.', errorCode: 'control.key.invalid' },
        401,
      );
    }
    try {
      await next();
    } catch (error) {
      if (error instanceof ControlError) {
        return c.json(
          { success: false, value: null, message: error.message, errorCode: error.errorCode },
          error.status,
        );
      }
      if (isApiFailure(error)) {
        return c.json({ success: false, value: error.value, message: error.message, errorCode: error.code }, 409);
      }
      throw error;
    }
  });

  app.get('/__control', (c) => ok(c, controlIndex));

  // Faults and domains.
  app.get('/__control/faults', (c) =>
    ok(c, { rules: runtime.faults.list(), unavailableHosts: [...runtime.faults.unavailableHosts] }),
  );
  app.post('/__control/faults', async (c) => ok(c, runtime.faults.add(await body(c, controlSchemas.fault))));
  app.delete('/__control/faults/:id', (c) => {
    if (!runtime.faults.remove(Number(c.req.param('id')))) throw new ControlError(404, 'not.found', 'No such rule.');
    return ok(c, true);
  });
  app.delete('/__control/faults', (c) => {
    runtime.faults.clear();
    return ok(c, true);
  });
  app.post('/__control/domains', async (c) => {
    const input = await body(c, controlSchemas.domain);
    const host = input.host.toLowerCase();
    if (input.unavailable) runtime.faults.unavailableHosts.add(host);
    else runtime.faults.unavailableHosts.delete(host);
    return ok(c, [...runtime.faults.unavailableHosts]);
  });

  // Merchants.
  app.post('/__control/merchants/:code/maintenance', async (c) => {
    const input = await body(c, controlSchemas.maintenance);
    const now = runtime.clock.now();
    const window = input.on
      ? {
          message: input.message,
          maintainTime: input.maintainTime ?? now,
          endTime: input.endTime ?? now + 2 * 3_600_000,
        }
      : null;
    await updateMerchant(c.req.param('code'), 'maintenance = $2::jsonb', [window && JSON.stringify(window)]);
    return ok(c, window);
  });
  app.post('/__control/merchants/:code/region', async (c) => {
    const input = await body(c, controlSchemas.region);
    await updateMerchant(c.req.param('code'), 'region_restricted = $2', [input.restricted]);
    return ok(c, input);
  });
  app.post('/__control/merchants/:code/flags', async (c) => {
    const input = await body(c, controlSchemas.flags);
    await updateMerchant(c.req.param('code'), 'flags = flags || $2::jsonb', [JSON.stringify(input.flags)]);
    return ok(c, runtime.merchants.get(c.req.param('code'))?.flags);
  });
  app.post('/__control/merchants/:code/vendors/:vendor/maintenance', async (c) => {
    const input = await body(c, controlSchemas.vendorMaintenance);
    const merchant = merchantOf(c.req.param('code'));
    const vendor = c.req.param('vendor').toUpperCase();
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

  // Money and promotions.
  app.post('/__control/funds', async (c) => {
    const input = await body(c, controlSchemas.fund);
    const customerId = await playerOf(input.merchant, input.username);
    let requestId = input.requestId;
    if (requestId === undefined) {
      if (input.amount === undefined) throw new ControlError(400, 'request.invalid', 'Give requestId or amount.');
      requestId = await createFundRequest(runtime, customerId, input.kind, input.amount);
    }
    return ok(c, await decideFundRequest(runtime, requestId, input.status, input.remarks));
  });
  app.get('/__control/promotions/claims', async (c) => {
    const rows = await db.query(
      `SELECT pc.id, pc.promotion_id, pc.status, pc.remarks, c.username, c.merchant_code, pc.created_at,
         (SELECT count(*)::int FROM promotion_claim_pictures p WHERE p.claim_id = pc.id) AS pictures
       FROM promotion_claims pc JOIN customers c ON c.id = pc.customer_id
       WHERE ($1::text IS NULL OR pc.status = $1) ORDER BY pc.id DESC LIMIT 200`,
      [c.req.query('status') ?? null],
    );
    return ok(c, rows);
  });
  app.post('/__control/promotions/claims/:id', async (c) => {
    const input = await body(c, controlSchemas.claimDecision);
    await decideClaim(runtime, Number(c.req.param('id')), input.status, input.remarks);
    return ok(c, true);
  });
  app.post('/__control/bonuses', async (c) => {
    const input = await body(c, controlSchemas.bonus);
    const customerId = await playerOf(input.merchant, input.username);
    return ok(c, { bonusId: await grantManualBonus(runtime, customerId, input) });
  });
  app.post('/__control/payments', async (c) => {
    const input = await body(c, controlSchemas.payment);
    const customerId = await playerOf(input.merchant, input.username);
    return ok(c, { payDetailId: await createPaymentConfirmation(runtime, customerId, input) });
  });
  app.get('/__control/payments/answers', async (c) => {
    const rows = await db.query(
      `SELECT p.id AS "payDetailId", c.username, c.merchant_code AS merchant, p.answer, p.answered_at AS "answeredAt",
         p.proof_mime AS "proofMime", length(p.proof)::int AS "proofBytes"
       FROM payment_confirmations p JOIN customers c ON c.id = p.customer_id
       WHERE p.answered_at IS NOT NULL ORDER BY p.answered_at DESC LIMIT 200`,
    );
    return ok(c, rows);
  });
  app.get('/__control/feedback', async (c) => {
    const rows = await db.query(
      `SELECT id, merchant_code AS merchant, sender, content, feedback_type AS type, file_mime AS "fileMime",
         length(file)::int AS "fileBytes", created_at AS "createdAt" FROM feedback ORDER BY id DESC LIMIT 200`,
    );
    return ok(c, rows);
  });

  // Realtime and inbox.
  app.post('/__control/realtime', async (c) => {
    const input = await body(c, controlSchemas.push);
    if ('broadcast' in input) {
      const merchant = merchantOf(input.merchant);
      const online = runtime.events.online();
      const players = online.length
        ? await db.query<{ id: number }>('SELECT id FROM customers WHERE merchant_code = $1 AND id = ANY($2::int[])', [
            merchant,
            online,
          ])
        : [];
      for (const p of players) {
        runtime.events.publish(p.id, {
          type: 'ONLINE_MSG',
          title: input.title,
          content: input.content,
          createdAt: runtime.clock.now(),
        });
      }
      return ok(c, { delivered: players.length });
    }
    runtime.events.publish(await playerOf(input.merchant, input.username), input.message);
    return ok(c, { delivered: 1 });
  });
  app.post('/__control/inbox', async (c) => {
    const input = await body(c, controlSchemas.inbox);
    const row = await deliverInboxMessage(runtime, await playerOf(input.merchant, input.username), input);
    return ok(c, { messageId: row.id });
  });
  app.get('/__control/events', async (c) => {
    const customerId = await playerOf(c.req.query('merchant') ?? '', c.req.query('username') ?? '');
    return ok(c, runtime.events.history(customerId));
  });

  // Outboxes, captcha answers, authenticator codes.
  app.get('/__control/sms', async (c) => {
    const rows = await db.query(
      `SELECT id, merchant_code AS merchant, mobile, purpose, text, code, created_at AS "createdAt" FROM sms_outbox
       WHERE ($1::text IS NULL OR merchant_code = $1) AND ($2::text IS NULL OR mobile = $2)
       ORDER BY id DESC LIMIT 100`,
      [c.req.query('merchant') ?? null, c.req.query('mobile') ?? null],
    );
    return ok(c, rows);
  });
  app.get('/__control/mail', async (c) => {
    const rows = await db.query(
      `SELECT id, merchant_code AS merchant, email, subject, text, created_at AS "createdAt" FROM mail_outbox
       WHERE ($1::text IS NULL OR merchant_code = $1) AND ($2::text IS NULL OR email = $2)
       ORDER BY id DESC LIMIT 100`,
      [c.req.query('merchant') ?? null, c.req.query('email') ?? null],
    );
    return ok(c, rows);
  });
  app.get('/__control/captcha/:key', (c) => {
    const answer = runtime.services.captcha.peek(c.req.param('key'));
    if (!answer) throw new ControlError(404, 'not.found', 'No such captcha (or it was used or expired).');
    return ok(c, { answer });
  });
  app.get('/__control/totp/:merchant/:username', async (c) => {
    const customerId = await playerOf(c.req.param('merchant'), c.req.param('username'));
    const [row] = await db.query<{ totp_secret: string | null }>('SELECT totp_secret FROM customers WHERE id = $1', [
      customerId,
    ]);
    if (!row?.totp_secret) throw new ControlError(404, 'not.found', 'This player has no authenticator.');
    return ok(c, { code: totp(row.totp_secret, runtime.clock.now()), secret: row.totp_secret });
  });

  // Time and reset.
  app.get('/__control/clock', (c) => ok(c, { now: runtime.clock.now(), offsetMs: runtime.clock.offsetMs }));
  app.post('/__control/clock', async (c) => {
    const input = await body(c, controlSchemas.clock);
    runtime.clock.offsetMs = 'offsetMs' in input ? input.offsetMs : runtime.clock.offsetMs + input.advanceMs;
    return ok(c, { now: runtime.clock.now(), offsetMs: runtime.clock.offsetMs });
  });
  app.post('/__control/reset', (c) => {
    runtime.faults.clear();
    runtime.services.rateLimits.resetAll();
    runtime.clock.offsetMs = 0;
    return ok(c, true);
  });
}
