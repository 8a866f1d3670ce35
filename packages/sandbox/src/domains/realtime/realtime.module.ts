import { upgradeWebSocket } from '@hono/node-server';
import { realtimeSessionEndedCloseCode } from '@platform/api-client/contract';
import { hashToken } from '../../core/accounts';
import type { SandboxModule } from '../../core/module';
import type { SessionRow } from '../../core/rows';
import type { SandboxRuntime } from '../../core/runtime';
import { playerLimits } from '../shared/player.constants';

interface Connection {
  token: string;
  close(code: number, reason: string): void;
}

/** Open sockets, so ended sessions and shutdown close them. */
export interface RealtimeService {
  connections: Set<Connection>;
  /** Closes the sockets of sessions that ended (logout, replaced by a newer login, expired). */
  sweep(): Promise<void>;
}

declare module '../../core/runtime' {
  interface SandboxServices {
    realtime: RealtimeService;
  }
}

/** Why a session no longer holds, as the errorCode the client already knows; null while valid. */
async function endedReason(runtime: SandboxRuntime, token: string): Promise<string | null> {
  const [session] = await runtime.db.query<SessionRow>('SELECT * FROM sessions WHERE token_hash = $1', [
    hashToken(token),
  ]);
  if (!session) return 'user.or.token.invalid';
  if (session.ended_reason === 'replaced') return 'login.not.session';
  if (session.ended_reason || session.expires_at <= runtime.clock.now()) return 'user.or.token.invalid';
  return null;
}

function createRealtimeService(runtime: SandboxRuntime): RealtimeService {
  const connections = new Set<Connection>();
  return {
    connections,
    async sweep() {
      for (const connection of [...connections]) {
        const reason = await endedReason(runtime, connection.token);
        if (reason) connection.close(realtimeSessionEndedCloseCode, reason);
      }
    },
  };
}

/**
 * `GET /ws?token=<login token>`: the player's realtime messages (contract/realtime.ts) as JSON frames, a PING every
 * 25 s, PONG to a client's PING, and close code 4001 with the errorCode as reason when the session ends.
 */
export const realtimeModule: SandboxModule = {
  name: 'realtime',
  setup(runtime) {
    runtime.services.realtime = createRealtimeService(runtime);
  },
  dispose(runtime) {
    for (const connection of runtime.services.realtime?.connections ?? []) connection.close(1001, 'server.shutdown');
  },
  routes(app, runtime) {
    app.get(
      '/ws',
      upgradeWebSocket(async (c) => {
        const token = c.req.query('token') ?? '';
        const [session] = await runtime.db.query<SessionRow>('SELECT * FROM sessions WHERE token_hash = $1', [
          hashToken(token),
        ]);
        const reason = session ? await endedReason(runtime, token) : 'user.or.token.invalid';
        let unsubscribe: (() => void) | undefined;
        let timer: ReturnType<typeof setInterval> | undefined;
        let connection: Connection | undefined;
        const frame = (type: 'PING' | 'PONG' | 'WELCOME') => JSON.stringify({ type, serverTime: runtime.clock.now() });
        return {
          onOpen(_event, ws) {
            if (!session || reason) {
              ws.close(realtimeSessionEndedCloseCode, reason ?? 'user.or.token.invalid');
              return;
            }
            connection = { token, close: (code, why) => ws.close(code, why) };
            runtime.services.realtime.connections.add(connection);
            unsubscribe = runtime.events.subscribe(session.customer_id, (event) => ws.send(JSON.stringify(event)));
            ws.send(frame('WELCOME'));
            timer = setInterval(async () => {
              const ended = await endedReason(runtime, token).catch(() => null);
              if (ended) ws.close(realtimeSessionEndedCloseCode, ended);
              else ws.send(frame('PING'));
            }, playerLimits.realtimePingMs);
          },
          onMessage(event, ws) {
            if (String(event.data).trim().toUpperCase() === 'PING' || String(event.data).includes('"PING"')) {
              ws.send(frame('PONG'));
            }
          },
          onClose() {
            unsubscribe?.();
            if (timer) clearInterval(timer);
            if (connection) runtime.services.realtime.connections.delete(connection);
          },
        };
      }),
    );
  },
};
