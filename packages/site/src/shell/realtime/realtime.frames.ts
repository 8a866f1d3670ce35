import type { RealtimeMessage, RealtimeMessageType } from '@platform/api-client/contract';

/** The fields each message type must carry to be handled (a light check: the zod schemas stay out of the browser). */
const REQUIRED_FIELDS: Readonly<Record<RealtimeMessageType, readonly string[]>> = {
  MANUAL_PROMO: ['bonusId', 'title', 'amount'],
  PROMOTION_CLAIM: ['claimId', 'promotionId', 'title', 'status'],
  INBOX: ['messageId', 'title', 'unreadCount'],
  WITHDRAW: ['requestId', 'status', 'amount'],
  DEPOSIT: ['requestId', 'status', 'amount'],
  ONLINE_MSG: ['title', 'content'],
  PAYMENT_CONFIRMATION: ['payDetailId', 'amount', 'pendingCount'],
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: ['transferId', 'amount', 'fromAccount', 'toAccount'],
  AGENT_TRANSFER_DOWNLINE_TO_AGENT: ['transferId', 'amount', 'fromAccount', 'toAccount'],
};

export type RealtimeFrame =
  | { kind: 'message'; message: RealtimeMessage }
  | { kind: 'control'; type: 'PING' | 'PONG' | 'WELCOME'; serverTime: number | undefined }
  | { kind: 'ignored' };

const CONTROL_TYPES = new Set(['PING', 'PONG', 'WELCOME']);

/**
 * Reads one frame of the realtime socket (the contract's `realtime.ts`): a player message of a known type with its
 * fields, a control frame, or something to ignore (a newer server's type, a malformed frame) so one bad frame never
 * stops the others.
 */
export function parseRealtimeFrame(data: unknown): RealtimeFrame {
  if (typeof data !== 'string') return { kind: 'ignored' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { kind: 'ignored' };
  }
  if (typeof value !== 'object' || value === null) return { kind: 'ignored' };
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string') return { kind: 'ignored' };
  if (CONTROL_TYPES.has(type)) {
    const serverTime = typeof record.serverTime === 'number' ? record.serverTime : undefined;
    return { kind: 'control', type: type as 'PING' | 'PONG' | 'WELCOME', serverTime };
  }
  const required = Object.hasOwn(REQUIRED_FIELDS, type) ? REQUIRED_FIELDS[type as RealtimeMessageType] : undefined;
  if (!required || required.some((field) => record[field] === undefined || record[field] === null)) {
    return { kind: 'ignored' };
  }
  return { kind: 'message', message: value as RealtimeMessage };
}
