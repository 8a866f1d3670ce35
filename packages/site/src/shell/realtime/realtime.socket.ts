import ReconnectingWebSocket from 'partysocket/ws';
import { parseRealtimeFrame, type RealtimeFrame } from './realtime.frames';

/**
 * The close code of a socket whose session ended (the contract's `realtimeSessionEndedCloseCode`; kept here so the
 * browser never loads the contract's schemas; a test checks the two agree).
 */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** Reconnection pacing: quick at first, then backing off to at most 30 s between tries. */
export const REALTIME_RECONNECT = {
  minReconnectionDelay: 1_000,
  maxReconnectionDelay: 30_000,
  reconnectionDelayGrowFactor: 1.5,
  connectionTimeout: 8_000,
} as const;

export interface RealtimeConnectionOptions {
  /** The socket address, read at every (re)connection: `ws(s)://<origin>/ws?token=<token>`. */
  url: () => string;
  onFrame: (frame: RealtimeFrame) => void;
  /** The server closed the socket because the session ended; `reason` is the errorCode. No reconnection follows. */
  onSessionEnded: (reason: string) => void;
  /** @default globalThis.WebSocket */
  WebSocket?: unknown;
}

/** The realtime address for an API origin (`http://x` → `ws://x/ws?token=...`). */
export function realtimeUrl(origin: string, token: string): string {
  const url = new URL('/ws', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * Opens the realtime socket with reconnection (partysocket), except after a session-ending close. Returns the
 * function that closes it for good.
 */
export function connectRealtime(options: RealtimeConnectionOptions): () => void {
  const socket = new ReconnectingWebSocket(options.url, undefined, {
    ...REALTIME_RECONNECT,
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    shouldReconnectOnClose: (event) => event.code !== SESSION_ENDED_CLOSE_CODE,
  });
  socket.addEventListener('message', (event) => options.onFrame(parseRealtimeFrame(event.data)));
  socket.addEventListener('close', (event) => {
    if (event.code === SESSION_ENDED_CLOSE_CODE) options.onSessionEnded(event.reason);
  });
  return () => socket.close();
}
