import type { Context } from 'hono';
import type { Db } from './db';
import type { RealtimeEvent } from './events';
import type { CustomerRow, MerchantRow, SessionRow } from './rows';
import type { SandboxRuntime } from './runtime';

export type Language = 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI';

/** Everything a handler knows about the call it answers. */
export interface RequestContext {
  runtime: SandboxRuntime;
  /** The store; inside `db.transaction(fn)` use the `tx` given to `fn`. */
  db: Db;
  merchant: MerchantRow;
  /** The logged-in player, when a valid token was sent (always set on `member` endpoints). */
  customer: CustomerRow | null;
  session: SessionRow | null;
  /** The raw token sent, valid or not. */
  token: string | null;
  language: Language;
  /** The caller's IP address (loopback in tests). */
  ip: string;
  /** The `loginDeviceId` header, on login and register. */
  loginDeviceId: string | null;
  /** The Host header the call came through (domain routing). */
  host: string;
  now(): number;
  publish(customerId: number, event: RealtimeEvent): void;
  /** Escape hatch to the Hono context (headers, raw request). */
  hono: Context;
}

/** The context of a `member` endpoint: the player is known. */
export interface MemberContext extends RequestContext {
  customer: CustomerRow;
  session: SessionRow;
}
