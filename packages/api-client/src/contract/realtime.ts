import { z } from 'zod';
import { epochMs, money } from './common';

/**
 * The realtime messages pushed over the WebSocket (player-site.md §4; the transport is "not shown", NOTES.md: a
 * WebSocket). Connect to `GET /ws?token=<login token>` on the platform origin (`Merchant` is taken from the token).
 * Every frame is one JSON message of the union below; the server also sends `{"type":"PING","serverTime":...}` every
 * 25 s and answers a client's `PING` text frame with `{"type":"PONG",...}`. A session that ends (logout, replaced,
 * expired) closes the socket with code 4001 and the reason as the errorCode (`login.not.session`...).
 */

const base = { createdAt: epochMs };
const decision = z.enum(['APPROVED', 'REJECTED']);

export const realtimeMessages = {
  /** A manual bonus was granted; the client shows the manual bonus modal (promotions.manualBonus). */
  MANUAL_PROMO: z.object({
    type: z.literal('MANUAL_PROMO'),
    bonusId: z.number().int(),
    title: z.string(),
    amount: money,
    ...base,
  }),
  /** A promotion claim changed status (PENDING when sent, then APPROVED or REJECTED with the reviewer's remarks). */
  PROMOTION_CLAIM: z.object({
    type: z.literal('PROMOTION_CLAIM'),
    claimId: z.number().int(),
    promotionId: z.number().int(),
    title: z.string(),
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
    remarks: z.string().nullable(),
    ...base,
  }),
  /** A new inbox message; `unreadCount` is the new total, so the info bar needs no extra call. */
  INBOX: z.object({
    type: z.literal('INBOX'),
    messageId: z.number().int(),
    title: z.string(),
    unreadCount: z.number().int().nonnegative(),
    ...base,
  }),
  /** A withdrawal was decided; a rejection carries the reason in `remarks` (shown to the player). */
  WITHDRAW: z.object({
    type: z.literal('WITHDRAW'),
    requestId: z.number().int(),
    status: decision,
    amount: money,
    remarks: z.string().nullable(),
    ...base,
  }),
  /** A deposit was decided. */
  DEPOSIT: z.object({
    type: z.literal('DEPOSIT'),
    requestId: z.number().int(),
    status: decision,
    amount: money,
    remarks: z.string().nullable(),
    ...base,
  }),
  /** A message from the platform to the players online now (operations broadcast). */
  ONLINE_MSG: z.object({
    type: z.literal('ONLINE_MSG'),
    title: z.string(),
    content: z.string(),
    ...base,
  }),
  /** A new payment confirmation waits for the player; `pendingCount` is how many wait in all. */
  PAYMENT_CONFIRMATION: z.object({
    type: z.literal('PAYMENT_CONFIRMATION'),
    payDetailId: z.number().int(),
    amount: money,
    isAutoConfirmed: z.enum(['Y', 'N']),
    pendingCount: z.number().int().nonnegative(),
    ...base,
  }),
  /** An agent moved money to a downline (sent to the downline). */
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: z.object({
    type: z.literal('AGENT_TRANSFER_AGENT_TO_DOWNLINE'),
    transferId: z.number().int(),
    amount: money,
    fromAccount: z.string(),
    toAccount: z.string(),
    remarks: z.string().nullable(),
    ...base,
  }),
  /** A downline moved money to its agent (sent to the agent). */
  AGENT_TRANSFER_DOWNLINE_TO_AGENT: z.object({
    type: z.literal('AGENT_TRANSFER_DOWNLINE_TO_AGENT'),
    transferId: z.number().int(),
    amount: money,
    fromAccount: z.string(),
    toAccount: z.string(),
    remarks: z.string().nullable(),
    ...base,
  }),
} as const;

export type RealtimeMessageType = keyof typeof realtimeMessages;
export const realtimeMessageTypes = Object.keys(realtimeMessages) as RealtimeMessageType[];

/** One pushed message, discriminated by `type`. */
export const realtimeMessage = z.discriminatedUnion('type', [
  realtimeMessages.MANUAL_PROMO,
  realtimeMessages.PROMOTION_CLAIM,
  realtimeMessages.INBOX,
  realtimeMessages.WITHDRAW,
  realtimeMessages.DEPOSIT,
  realtimeMessages.ONLINE_MSG,
  realtimeMessages.PAYMENT_CONFIRMATION,
  realtimeMessages.AGENT_TRANSFER_AGENT_TO_DOWNLINE,
  realtimeMessages.AGENT_TRANSFER_DOWNLINE_TO_AGENT,
]);
export type RealtimeMessage = z.infer<typeof realtimeMessage>;

/** Frames of the connection itself (not player messages). */
export const realtimeControlFrame = z.object({
  type: z.enum(['PING', 'PONG', 'WELCOME']),
  serverTime: epochMs,
});
export type RealtimeControlFrame = z.infer<typeof realtimeControlFrame>;

/** Close code when the session behind the socket ends; the close reason is the errorCode. */
export const realtimeSessionEndedCloseCode = 4001;
