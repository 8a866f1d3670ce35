import { deliverInboxMessage } from '../../core/inbox';
import type { SandboxRuntime } from '../../core/runtime';
import { createFreshPlayer } from '../accounts/accounts.seed';
import { totp } from '../accounts/totp';
import { createPaymentConfirmation } from '../payments/payments.service';
import { decideClaim, grantManualBonus } from '../promotions/promotions.service';
import { body, ControlError, type ControlKit, ok, param } from './control.http';
import { controlSchemas } from './control.schemas';
import { createFundRequest, decideFundRequest } from './funds.service';

/** Control calls about players: approvals, promotions, payments, pushes, inbox, outboxes, captcha and TOTP codes. */
export function controlActivityRoutes(kit: ControlKit, runtime: SandboxRuntime): void {
  const { get, post, merchantOf, playerOf } = kit;
  const { db } = runtime;

  // A player of a test's own (demo passwords, member01's opening balance).
  post('/__control/players', async (c) => {
    const input = await body(c, controlSchemas.newPlayer);
    const merchant = runtime.merchants.get(merchantOf(input.merchant));
    if (!merchant?.settings.player)
      throw new ControlError(404, 'merchant.unknown', `${input.merchant} has no players.`);
    const taken = await db.query('SELECT 1 FROM customers WHERE merchant_code = $1 AND lower(username) = lower($2)', [
      merchant.code,
      input.username,
    ]);
    if (taken.length > 0)
      throw new ControlError(409, 'username.taken', `${input.username} exists at ${merchant.code}.`);
    return ok(c, await createFreshPlayer(runtime, merchant, input.username));
  });

  // Money and promotions.
  post('/__control/funds', async (c) => {
    const input = await body(c, controlSchemas.fund);
    const customerId = await playerOf(input.merchant, input.username);
    let requestId = input.requestId;
    if (requestId === undefined) {
      if (input.amount === undefined) throw new ControlError(400, 'request.invalid', 'Give requestId or amount.');
      requestId = await createFundRequest(runtime, customerId, input.kind, input.amount);
    }
    return ok(c, await decideFundRequest(runtime, requestId, input.status, input.remarks));
  });
  get('/__control/promotions/claims', async (c) => {
    const rows = await db.query(
      `SELECT pc.id, pc.promotion_id, pc.status, pc.remarks, c.username, c.merchant_code, pc.created_at,
         (SELECT count(*)::int FROM promotion_claim_pictures p WHERE p.claim_id = pc.id) AS pictures
       FROM promotion_claims pc JOIN customers c ON c.id = pc.customer_id
       WHERE ($1::text IS NULL OR pc.status = $1) ORDER BY pc.id DESC LIMIT 200`,
      [c.req.query('status') ?? null],
    );
    return ok(c, rows);
  });
  post('/__control/promotions/claims/:id', async (c) => {
    const input = await body(c, controlSchemas.claimDecision);
    await decideClaim(runtime, Number(param(c, 'id')), input.status, input.remarks);
    return ok(c, true);
  });
  post('/__control/bonuses', async (c) => {
    const input = await body(c, controlSchemas.bonus);
    const customerId = await playerOf(input.merchant, input.username);
    return ok(c, { bonusId: await grantManualBonus(runtime, customerId, input) });
  });
  post('/__control/payments', async (c) => {
    const input = await body(c, controlSchemas.payment);
    const customerId = await playerOf(input.merchant, input.username);
    return ok(c, { payDetailId: await createPaymentConfirmation(runtime, customerId, input) });
  });
  get('/__control/payments/answers', async (c) => {
    const rows = await db.query(
      `SELECT p.id AS "payDetailId", c.username, c.merchant_code AS merchant, p.answer, p.answered_at AS "answeredAt",
         p.proof_mime AS "proofMime", length(p.proof)::int AS "proofBytes"
       FROM payment_confirmations p JOIN customers c ON c.id = p.customer_id
       WHERE p.answered_at IS NOT NULL ORDER BY p.answered_at DESC LIMIT 200`,
    );
    return ok(c, rows);
  });
  get('/__control/feedback', async (c) => {
    const rows = await db.query(
      `SELECT id, merchant_code AS merchant, sender, content, feedback_type AS type, file_mime AS "fileMime",
         length(file)::int AS "fileBytes", created_at AS "createdAt" FROM feedback ORDER BY id DESC LIMIT 200`,
    );
    return ok(c, rows);
  });

  // Realtime and inbox.
  post('/__control/realtime', async (c) => {
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
  post('/__control/inbox', async (c) => {
    const input = await body(c, controlSchemas.inbox);
    const row = await deliverInboxMessage(runtime, await playerOf(input.merchant, input.username), input);
    return ok(c, { messageId: row.id });
  });
  get('/__control/events', async (c) => {
    const customerId = await playerOf(c.req.query('merchant') ?? '', c.req.query('username') ?? '');
    return ok(c, runtime.events.history(customerId));
  });

  // Outboxes, captcha answers, authenticator codes.
  get('/__control/sms', async (c) => {
    const rows = await db.query(
      `SELECT id, merchant_code AS merchant, mobile, purpose, text, code, created_at AS "createdAt" FROM sms_outbox
       WHERE ($1::text IS NULL OR merchant_code = $1) AND ($2::text IS NULL OR mobile = $2)
       ORDER BY id DESC LIMIT 100`,
      [c.req.query('merchant') ?? null, c.req.query('mobile') ?? null],
    );
    return ok(c, rows);
  });
  get('/__control/mail', async (c) => {
    const rows = await db.query(
      `SELECT id, merchant_code AS merchant, email, subject, text, created_at AS "createdAt" FROM mail_outbox
       WHERE ($1::text IS NULL OR merchant_code = $1) AND ($2::text IS NULL OR email = $2)
       ORDER BY id DESC LIMIT 100`,
      [c.req.query('merchant') ?? null, c.req.query('email') ?? null],
    );
    return ok(c, rows);
  });
  get('/__control/captcha/:key', (c) => {
    const answer = runtime.services.captcha.peek(param(c, 'key'));
    if (!answer) throw new ControlError(404, 'not.found', 'No such captcha (or it was used or expired).');
    return ok(c, { answer });
  });
  get('/__control/totp/:merchant/:username', async (c) => {
    const customerId = await playerOf(param(c, 'merchant'), param(c, 'username'));
    const [row] = await db.query<{ totp_secret: string | null }>('SELECT totp_secret FROM customers WHERE id = $1', [
      customerId,
    ]);
    if (!row?.totp_secret) throw new ControlError(404, 'not.found', 'This player has no authenticator.');
    return ok(c, { code: totp(row.totp_secret, runtime.clock.now()), secret: row.totp_secret });
  });
}
