import { realtimeMessage } from '@platform/api-client/contract';
import { z } from 'zod';

/** Request bodies of the control API (README "Control API"). */
const code = z.string().min(1).max(32);
const player = { merchant: code, username: z.string().min(1).max(64) };

export const controlSchemas = {
  fault: z.object({
    path: z.string().min(1).max(512),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
    merchant: code.optional(),
    errorCode: z.string().max(128).optional(),
    message: z.string().max(1000).optional(),
    value: z.unknown().optional(),
    status: z.number().int().min(200).max(599).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    times: z.number().int().min(1).max(100_000).default(1),
  }),
  maintenance: z.object({
    on: z.boolean(),
    message: z.string().max(500).default('The site is under maintenance.'),
    maintainTime: z.number().int().nonnegative().optional(),
    endTime: z.number().int().nonnegative().optional(),
  }),
  region: z.object({ restricted: z.boolean() }),
  flags: z.object({ flags: z.record(z.string().max(64), z.string().max(256)) }),
  vendorMaintenance: z.object({ on: z.boolean() }),
  domain: z.object({ host: z.string().min(1).max(256), unavailable: z.boolean() }),
  newPlayer: z.object({ merchant: code, username: z.string().regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/) }),
  fund: z.object({
    ...player,
    kind: z.enum(['DEPOSIT', 'WITHDRAW']),
    requestId: z.number().int().positive().optional(),
    amount: z.number().positive().optional(),
    status: z.enum(['APPROVED', 'REJECTED']).default('APPROVED'),
    remarks: z.string().max(500).nullable().default(null),
  }),
  push: z.union([
    z.object({ ...player, message: realtimeMessage }),
    z.object({ merchant: code, broadcast: z.literal(true), title: z.string().max(200), content: z.string().max(2000) }),
  ]),
  inbox: z.object({ ...player, title: z.string().min(1).max(200), content: z.string().min(1).max(5000) }),
  payment: z.object({
    ...player,
    amount: z.number().positive(),
    remainingAmount: z.number().nonnegative().default(0),
    auto: z.boolean().default(false),
    payerName: z.string().min(1).max(64).default('Sandbox Payer'),
  }),
  claimDecision: z.object({
    status: z.enum(['APPROVED', 'REJECTED']),
    remarks: z.string().max(500).nullable().default(null),
  }),
  bonus: z.object({
    ...player,
    title: z.string().min(1).max(200),
    amount: z.number().positive(),
    /** Points paid with the money (a back-office gift of both); the message still carries the money amount. */
    points: z.number().int().nonnegative().default(0),
    remarks: z.string().max(500).nullable().default(null),
  }),
  clock: z.union([z.object({ offsetMs: z.number().int() }), z.object({ advanceMs: z.number().int() })]),
} as const;
