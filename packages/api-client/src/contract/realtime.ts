import { z } from 'zod';
import { epochMs, money } from './common';

/**
 * The realtime messages pushed over the WebSocket (player-site.md §4; the transport is "not shown", NOTES.md: a
 * WebSocket). Connect to `GET /ws?token=<login token>` on the platform origin (`Merchant` is taken from the token).
 * Every frame is one JSON message of the union below; the server also sends `{"type":"PING","serverTime":...}` every
 * 25 s and answers a client's `PING` text frame with `{"type":"PONG",...}`. A session that ends (logout, replaced,
 * expired) closes the socket with code 4001 and the reason as the errorCode (`login.not.session`...).
 */

const decision = z.enum(['APPROVED', 'REJECTED']);

/** A pushed message: its `type`, its own fields, and when it happened. */
function message<Type extends string, Fields extends z.ZodRawShape>(type: Type, fields: Fields) {
  return z.object({ type: z.literal(type), ...fields, createdAt: epochMs });
}

/** A deposit or withdrawal decided by the platform. */
const fundDecision = {
  requestId: z.number().int(),
  status: decision,
  amount: money,
  remarks: z.string().nullable(),
};

/** Money moved between an agent and a downline (sent to the side that did not move it). */
const agentTransfer = {
  transferId: z.number().int(),
  amount: money,
  fromAccount: z.string(),
  toAccount: z.string(),
  remarks: z.string().nullable(),
};

export const realtimeMessages = {
  /** A manual bonus was granted; the client shows the manual bonus modal (promotions.manualBonus). */
  MANUAL_PROMO: message('MANUAL_PROMO', { bonusId: z.number().int(), title: z.string(), amount: money }),
  /** A promotion claim changed status (PENDING when sent, then APPROVED or REJECTED with the reviewer's remarks). */
  PROMOTION_CLAIM: message('PROMOTION_CLAIM', {
    claimId: z.number().int(),
    promotionId: z.number().int(),
    title: z.string(),
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
    remarks: z.string().nullable(),
  }),
  /** A new inbox message; `unreadCount` is the new total, so the info bar needs no extra call. */
  INBOX: message('INBOX', {
    messageId: z.number().int(),
    title: z.string(),
    unreadCount: z.number().int().nonnegative(),
  }),
  /** A withdrawal was decided; a rejection carries the reason in `remarks` (shown to the player). */
  WITHDRAW: message('WITHDRAW', fundDecision),
  /** A deposit was decided. */
  DEPOSIT: message('DEPOSIT', fundDecision),
  /** A message from the platform to the players online now (operations broadcast). */
  ONLINE_MSG: message('ONLINE_MSG', { title: z.string(), content: z.string() }),
  /** A new payment confirmation waits for the player; `pendingCount` is how many wait in all. */
  PAYMENT_CONFIRMATION: message('PAYMENT_CONFIRMATION', {
    payDetailId: z.number().int(),
    amount: money,
    isAutoConfirmed: z.enum(['Y', 'N']),
    pendingCount: z.number().int().nonnegative(),
  }),
  /** An agent moved money to a downline (sent to the downline). */
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: message('AGENT_TRANSFER_AGENT_TO_DOWNLINE', agentTransfer),
  /** A downline moved money to its agent (sent to the agent). */
  AGENT_TRANSFER_DOWNLINE_TO_AGENT: message('AGENT_TRANSFER_DOWNLINE_TO_AGENT', agentTransfer),
} as const;

export type RealtimeMessageType = keyof typeof realtimeMessages;
export const realtimeMessageTypes = Object.keys(realtimeMessages) as RealtimeMessageType[];

type RealtimeMessageSchema = (typeof realtimeMessages)[RealtimeMessageType];

/** One pushed message, discriminated by `type`: any of `realtimeMessages`. */
export const realtimeMessage = z.discriminatedUnion(
  'type',
  Object.values(realtimeMessages) as [RealtimeMessageSchema, ...RealtimeMessageSchema[]],
);
export type RealtimeMessage = z.infer<typeof realtimeMessage>;

/** Frames of the connection itself (not player messages). */
export const realtimeControlFrame = z.object({
  type: z.enum(['PING', 'PONG', 'WELCOME']),
  serverTime: epochMs,
});
export type RealtimeControlFrame = z.infer<typeof realtimeControlFrame>;

/** Close code when the session behind the socket ends; the close reason is the errorCode. */
export const realtimeSessionEndedCloseCode = 4001;
