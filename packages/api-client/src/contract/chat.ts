import { z } from 'zod';
import { epochMs, fromQuery, rowId, shortText } from './common';
import { endpoint } from './define';

export const csType = z.enum(['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP']);

/** A customer-service entry (player-site.md §3): where it sits, and the address or script it opens. */
export const csEntry = z.object({
  id: z.number().int(),
  csType,
  /** Where the entry shows: RIGHT_BAR, LOGIN, FOOTER, MEMBER_CENTRE... */
  csPosition: z.string(),
  title: z.string(),
  /** An address; when `pathEncrypted`, an opaque value that `chat.csScript` turns into the scripts to run. */
  path: z.string(),
  pathEncrypted: z.boolean(),
  /** Club labels the entry is for; empty means every player (points-centres-lottery.md §5). */
  labelIds: z.array(z.number().int()),
  iconUrl: z.string().nullable(),
});

export const chat = {
  status: endpoint({
    method: 'GET',
    path: '/wps/chat/status',
    summary: 'Chat room state: unread count, the room address, and permission (CBS3)',
    description:
      'hasPermission is false logged out, for trial accounts (isAgent 4) and where the merchant blocks the player. ' +
      'With permission, `liveChat` carries what the live-chat provider needs (`userId`, `userName`, a one-use ' +
      '`verifyToken` valid 5 minutes) for `chat.liveChatVerify`.',
    input: z.object({}),
    output: z.object({
      enabled: z.boolean(),
      hasPermission: z.boolean(),
      unReadCount: z.number().int().nonnegative(),
      chatUrl: z.string().nullable(),
      liveChat: z
        .object({ userId: z.string(), userName: z.string(), verifyToken: z.string(), expiresAt: epochMs })
        .nullable(),
    }),
    access: 'optional',
    quiet: true,
  }),
  permission: endpoint({
    method: 'GET',
    path: '/wps/chat/permission',
    summary: 'Server permission check before opening the chat',
    input: z.object({}),
    output: z.object({ hasPermission: z.boolean(), reason: z.enum(['OK', 'DISABLED', 'TRIAL', 'BLOCKED']) }),
    access: 'member',
  }),
  liveChatVerify: endpoint({
    method: 'POST',
    path: '/wps/chat/livechat/verify-token',
    summary: "The live-chat provider's verify-token call: (userId, verifyToken) -> vToken for the embed page",
    description:
      "In production this is the provider's own endpoint (settings.liveChat.verifyUrl); the sandbox serves a " +
      'stand-in at this path and the embed page at /stand-in/livechat/embed. The verify token is good once.',
    input: z.object({ userId: z.string().min(1).max(64), verifyToken: z.string().min(1).max(256) }),
    output: z.object({ vToken: z.string(), embedUrl: z.string(), expiresAt: epochMs }),
    access: 'public',
    errors: ['chat.token.invalid'],
  }),
  csEntries: endpoint({
    method: 'GET',
    path: '/wps/cs/list',
    summary: 'Customer-service entries, filtered by the player club label (matching entries, else the unlabelled)',
    input: z.object({ csPosition: shortText.optional() }),
    output: z.array(csEntry),
    access: 'optional',
  }),
  csScript: endpoint({
    method: 'GET',
    path: '/wps/cs/script',
    summary: 'The scripts behind a customer-service entry (value.scripts), decrypting an encrypted path',
    input: z.object({ id: fromQuery(rowId) }),
    output: z.object({ csType, url: z.string().nullable(), scripts: z.array(z.string()) }),
    access: 'optional',
    errors: ['cs.entry.unknown'],
  }),
} as const;
