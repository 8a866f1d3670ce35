import { z } from 'zod';
import type { SandboxRuntime } from '../../core/runtime';
import { settleDraws } from '../lottery/draws.service';
import { drawAfter, numeroOf, type Schedule } from '../lottery/schedule';
import { grantItem } from '../member/rewards.service';
import { reviewRedemption } from '../points/redemption.service';
import { findCustomer } from '../shared/accounts.seed';
import { centresTimes } from '../shared/centres.constants';
import { sendRedEnvelope } from '../shared/red-envelopes';
import { body, ControlError, type ControlKit, ok } from './control.http';

/**
 * The centres' calls of the control API (`/__control/*`, header `X-Control-Key`, like the rest of it): decide
 * redemptions, offer contracts, fix the result of an upcoming lottery issue, grant reward-centre items.
 */
export const centresControlIndex = [
  { call: 'GET /__control/redemptions?merchant=AURUM&status=P', what: 'redemptions, by status' },
  {
    call: 'POST /__control/redemptions/:id',
    what: 'approve (A) or reject (R, points, money and stock go back) a pending redemption',
    example: { decision: 'R', remark: 'Out of stock' },
  },
  {
    call: 'POST /__control/contracts',
    what: 'offer a contract (status P, or E revising one in force) to a player',
    example: {
      merchant: 'AURUM',
      username: 'agent01',
      kind: 'daily',
      status: 'P',
      terms: { tiers: [{ betVolume: 1000, activeMember: 2, rateType: 'P', rate: 0.01 }] },
    },
  },
  {
    call: 'GET /__control/contracts?merchant=AURUM&username=agent01',
    what: "a player's contracts of every kind and status (P, E, V, R rejected, T terminated)",
  },
  {
    call: 'POST /__control/lottery/result',
    what: "fix the result of a game's next issue (before it is drawn)",
    example: { gameCode: 'CQSSC', numbers: ['1', '2', '3', '4', '5'] },
  },
  {
    call: 'POST /__control/reward-centre',
    what: 'grant a reward-centre item (MISSION or PROMOTION)',
    example: { merchant: 'AURUM', username: 'member01', source: 'MISSION', title: 'Daily mission', amount: 18 },
  },
] as const;

const schemas = {
  review: z.object({ decision: z.enum(['A', 'R']), remark: z.string().max(200).optional() }),
  contract: z.object({
    merchant: z.string(),
    username: z.string(),
    kind: z.enum(['dividend', 'daily', 'hourly', 'realtime']),
    status: z.enum(['P', 'E']).default('P'),
    productType: z.string().optional(),
    computationPeriod: z.enum(['WEEKLY', 'SEMIMONTHLY', 'MONTHLY']).optional(),
    terms: z.record(z.string(), z.unknown()),
    replacesId: z.number().int().optional(),
    offeredBy: z.string().optional(),
  }),
  result: z.object({
    gameCode: z.string(),
    numbers: z.array(z.string()).min(1).max(30),
    prizes: z.record(z.string(), z.array(z.string())).optional(),
  }),
  envelope: z.object({
    merchant: z.string(),
    /** The agent who sends it (its main wallet pays). */
    username: z.string(),
    totalAmount: z.number().positive(),
    count: z.number().int().min(1).max(500),
    message: z.string().max(100).default(''),
  }),
  reward: z.object({
    merchant: z.string(),
    username: z.string(),
    source: z.enum(['MISSION', 'PROMOTION']),
    title: z.string().max(100),
    amount: z.number().positive(),
    expiresInMs: z
      .number()
      .int()
      .positive()
      .default(7 * centresTimes.day),
  }),
};

export function centresControlRoutes(kit: ControlKit, runtime: SandboxRuntime): void {
  const { db } = runtime;
  const customer = async (merchant: string, username: string) =>
    (
      await db.query<{ id: number }>(
        'SELECT id FROM customers WHERE merchant_code = $1 AND lower(username) = lower($2)',
        [merchant, username],
      )
    )[0];

  kit.get('/__control/redemptions', async (c) => {
    const rows = await db.query(
      `SELECT r.*, c.username FROM redemptions r JOIN customers c ON c.id = r.customer_id
         WHERE ($1::text IS NULL OR c.merchant_code = $1) AND ($2::text IS NULL OR r.status = $2) ORDER BY r.id DESC LIMIT 200`,
      [c.req.query('merchant') ?? null, c.req.query('status') ?? null],
    );
    return ok(c, rows);
  });

  kit.post('/__control/redemptions/:id', async (c) => {
    const input = await body(c, schemas.review);
    const id = Number(c.req.param('id'));
    const row = await reviewRedemption(db, id, input.decision, input.remark ?? null, runtime.clock.now());
    return ok(c, row);
  });

  kit.get('/__control/contracts', async (c) => {
    const rows = await db.query(
      `SELECT k.id, k.kind, k.status, k.product_type, k.computation_period, k.replaces_id, c.username
           FROM agent_contracts k JOIN customers c ON c.id = k.customer_id
          WHERE c.merchant_code = $1 AND lower(c.username) = lower($2) ORDER BY k.id`,
      [c.req.query('merchant') ?? '', c.req.query('username') ?? ''],
    );
    return ok(c, rows);
  });

  kit.post('/__control/contracts', async (c) => {
    const input = await body(c, schemas.contract);
    const holder = await customer(input.merchant, input.username);
    if (!holder) throw new ControlError(404, 'not.found', `No player ${input.username}.`);
    const offeredBy = input.offeredBy ? ((await customer(input.merchant, input.offeredBy))?.id ?? null) : null;
    const [row] = await db.query(
      `INSERT INTO agent_contracts (kind, customer_id, offered_by, status, product_type, computation_period, terms,
           replaces_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        input.kind,
        holder.id,
        offeredBy,
        input.status,
        input.productType ?? null,
        input.computationPeriod ?? null,
        JSON.stringify(input.terms),
        input.replacesId ?? null,
        runtime.clock.now(),
      ],
    );
    return ok(c, row);
  });

  kit.post('/__control/lottery/result', async (c) => {
    const input = await body(c, schemas.result);
    const now = runtime.clock.now();
    await settleDraws(db, now);
    const [game] = await db.query<{ schedule: Schedule }>('SELECT schedule FROM lottery_games WHERE code = $1', [
      input.gameCode,
    ]);
    if (!game) throw new ControlError(404, 'lottery.game.not.found', `No game ${input.gameCode}.`);
    const drawTime = drawAfter(game.schedule, now);
    const numero = numeroOf(game.schedule, drawTime);
    const [stored] = await db.query(
      `INSERT INTO lottery_draws (game_code, numero, draw_time, result) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING numero, draw_time`,
      [
        input.gameCode,
        numero,
        drawTime,
        JSON.stringify({ numbers: input.numbers, ...(input.prizes ? { prizes: input.prizes } : {}) }),
      ],
    );
    if (!stored) throw new ControlError(409, 'lottery.issue.closed', `${numero} already has a result.`);
    return ok(c, { gameCode: input.gameCode, numero, drawTime });
  });

  kit.post('/__control/red-envelopes', async (c) => {
    const input = await body(c, schemas.envelope);
    const agent = await findCustomer(db, input.merchant, input.username);
    if (!agent) throw new ControlError(404, 'not.found', `No player ${input.username}.`);
    const row = await sendRedEnvelope(
      db,
      agent,
      { totalAmount: input.totalAmount, count: input.count, scope: 'DIRECT', message: input.message },
      runtime.clock.now(),
    );
    return ok(c, { id: row.id });
  });

  kit.post('/__control/reward-centre', async (c) => {
    const input = await body(c, schemas.reward);
    const holder = await customer(input.merchant, input.username);
    if (!holder) throw new ControlError(404, 'not.found', `No player ${input.username}.`);
    const now = runtime.clock.now();
    const item = await grantItem(
      db,
      {
        customer_id: holder.id,
        source: input.source,
        code: `${input.source}:control:${now}`,
        title: input.title,
        description: input.title,
        amount: input.amount,
        created_at: now,
        expires_at: now + input.expiresInMs,
      },
      now,
    );
    return ok(c, item);
  });
}
