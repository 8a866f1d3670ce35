import { randomBytes } from 'node:crypto';
import { hashToken } from '../../core/accounts';
import { playerLimits } from '../shared/player.constants';

interface ChatMessage {
  from: 'player' | 'agent';
  text: string;
  at: number;
  read: boolean;
}

interface Room {
  customerId: number | null;
  userId: string;
  userName: string;
  expiresAt: number;
  messages: ChatMessage[];
}

/**
 * The live-chat provider stand-in: one-use verify tokens issued by the platform, exchanged by the provider for a
 * vToken that opens the embed page, and a chat room per player with an agent who answers. In memory: a restart
 * ends the conversations, as a provider's session would. Both tokens are kept by their SHA-256 only, like the
 * session tokens: a heap dump or a log of the maps shows no token that opens a room.
 */
export interface LiveChatService {
  issueVerifyToken(
    customerId: number,
    userName: string,
    now: number,
  ): { userId: string; verifyToken: string; expiresAt: number };
  exchange(userId: string, verifyToken: string, now: number): { vToken: string; expiresAt: number } | null;
  room(vToken: string, now: number): Room | null;
  guestRoom(now: number): { vToken: string; room: Room };
  send(vToken: string, text: string, now: number): Room | null;
  unreadFor(customerId: number): number;
}

const replies = [
  'Thank you for contacting us. How can I help?',
  'Let me check that for you, one moment please.',
  'Your request has been noted. Is there anything else?',
];

export function createLiveChatService(): LiveChatService {
  const tokens = new Map<string, { userId: string; customerId: number; userName: string; expiresAt: number }>();
  const rooms = new Map<string, Room>();
  const roomsByCustomer = new Map<number, Room>();
  return {
    issueVerifyToken(customerId, userName, now) {
      const verifyToken = randomBytes(16).toString('hex');
      const userId = `u${customerId}`;
      const expiresAt = now + playerLimits.liveChatVerifyTtlMs;
      tokens.set(hashToken(verifyToken), { userId, customerId, userName, expiresAt });
      return { userId, verifyToken, expiresAt };
    },
    exchange(userId, verifyToken, now) {
      const entry = tokens.get(hashToken(verifyToken));
      tokens.delete(hashToken(verifyToken));
      if (!entry || entry.userId !== userId || entry.expiresAt <= now) return null;
      const vToken = randomBytes(16).toString('hex');
      const expiresAt = now + playerLimits.liveChatSessionTtlMs;
      const existing = roomsByCustomer.get(entry.customerId);
      const room: Room = existing ?? {
        customerId: entry.customerId,
        userId,
        userName: entry.userName,
        expiresAt,
        messages: [],
      };
      room.expiresAt = expiresAt;
      if (room.messages.length === 0)
        room.messages.push({ from: 'agent', text: `Hello ${entry.userName}, welcome!`, at: now, read: false });
      roomsByCustomer.set(entry.customerId, room);
      rooms.set(hashToken(vToken), room);
      return { vToken, expiresAt };
    },
    room(vToken, now) {
      const room = rooms.get(hashToken(vToken));
      return room && room.expiresAt > now ? room : null;
    },
    guestRoom(now) {
      const vToken = randomBytes(16).toString('hex');
      const room: Room = {
        customerId: null,
        userId: `guest-${hashToken(vToken).slice(0, 6)}`,
        userName: 'Guest',
        expiresAt: now + playerLimits.liveChatSessionTtlMs,
        messages: [{ from: 'agent', text: 'Hello, how can we help?', at: now, read: false }],
      };
      rooms.set(hashToken(vToken), room);
      return { vToken, room };
    },
    send(vToken, text, now) {
      const room = rooms.get(hashToken(vToken));
      if (!room || room.expiresAt <= now) return null;
      room.messages.push({ from: 'player', text, at: now, read: true });
      room.messages.push({
        from: 'agent',
        text: replies[room.messages.length % replies.length] ?? '',
        at: now + 1,
        read: false,
      });
      return room;
    },
    unreadFor(customerId) {
      return roomsByCustomer.get(customerId)?.messages.filter((m) => m.from === 'agent' && !m.read).length ?? 0;
    },
  };
}
