import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import type { CustomerRow, SessionRow } from './rows';
import type { SandboxRuntime } from './runtime';

const keyLength = 32;

/**
 * The key derivation every password goes through (scrypt, N 16384, r 8, p 1): one object, so a test can count the
 * hashing work behind an answer without timing it.
 */
export const passwordKdf = {
  derive(password: string, salt: Buffer): Promise<Buffer> {
    return new Promise((resolve, reject) =>
      scrypt(password, salt, keyLength, { N: 16384, r: 8, p: 1 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  },
};

/** `scrypt$<salt>$<hash>`, both base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await passwordKdf.derive(password, salt);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** The salt hashed against when there is no stored hash: the same work, so an answer's time says nothing. */
const absentSalt = randomBytes(16);

/**
 * Whether `password` matches `stored`. Without a stored hash (an unknown name, a trial account's marker) the password
 * is hashed all the same and the answer is no: a refusal for a name that does not exist takes as long as one for a
 * name that does, so timing cannot tell which names have accounts.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  const usable = scheme === 'scrypt' && !!salt && !!hash;
  const actual = await passwordKdf.derive(password, usable ? Buffer.from(salt, 'base64') : absentSalt);
  if (!usable) return false;
  const expected = Buffer.from(hash, 'base64');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface NewCustomer {
  merchantCode: string;
  username: string;
  password: string;
  paymentPassword?: string;
  /** A hash from `hashPassword` to store instead of hashing `password` (seeds creating many accounts hash once). */
  passwordHash?: string;
  /** Likewise for `paymentPassword`. */
  paymentPasswordHash?: string;
  nickname?: string;
  email?: string;
  mobile?: string;
  payeeName?: string;
  /** Session isAgent value. @default 0 */
  isAgent?: number;
  /** Member info type (4 = agent). @default 0 */
  memberType?: number;
  parentId?: number | null;
  toUpline?: number;
  secondFactor?: 'E' | 'G' | 'S' | 'P' | null;
  passwordIsDefault?: boolean;
  passwordExpired?: boolean;
  firstLogin?: boolean;
  /** Opening balance of the main wallet. @default 0 */
  balance?: number;
  points?: number;
}

/** Creates a player (or agent) with a hashed password and a main wallet. */
export async function createCustomer(db: Db, now: number, input: NewCustomer): Promise<CustomerRow> {
  const [customer] = await db.query<CustomerRow>(
    `INSERT INTO customers (merchant_code, username, password_hash, payment_password_hash, nickname, email, mobile,
       payee_name, is_agent, member_type, parent_id, to_upline, second_factor, password_is_default, password_expired,
       first_login, points, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING *`,
    [
      input.merchantCode,
      input.username,
      input.passwordHash ?? (await hashPassword(input.password)),
      input.paymentPasswordHash ?? (input.paymentPassword ? await hashPassword(input.paymentPassword) : null),
      input.nickname ?? input.username,
      input.email ?? null,
      input.mobile ?? null,
      input.payeeName ?? null,
      input.isAgent ?? 0,
      input.memberType ?? 0,
      input.parentId ?? null,
      input.toUpline ?? 0,
      input.secondFactor ?? null,
      input.passwordIsDefault ?? false,
      input.passwordExpired ?? false,
      input.firstLogin ?? true,
      input.points ?? 0,
      now,
    ],
  );
  if (!customer) throw new Error('customer insert returned nothing');
  await db.query(
    `INSERT INTO wallets (customer_id, code, name, balance, is_main) VALUES ($1, 'MAIN', 'Main wallet', $2, true)`,
    [customer.id, input.balance ?? 0],
  );
  return customer;
}

/** What the store keeps of a login token: its SHA-256 in hex (the token is 24 random bytes, so no salt is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a login token bound to the caller's IP. One session per player: earlier sessions end as `replaced`, so
 * their next call answers `login.not.session`.
 */
export async function issueSession(
  runtime: SandboxRuntime,
  customer: Pick<CustomerRow, 'id' | 'merchant_code'>,
  ip: string,
  deviceId: string | null,
): Promise<SessionRow & { token: string }> {
  const now = runtime.clock.now();
  const token = randomBytes(24).toString('hex');
  await runtime.db.query(
    `UPDATE sessions SET ended_reason = 'replaced' WHERE customer_id = $1 AND ended_reason IS NULL`,
    [customer.id],
  );
  const [session] = await runtime.db.query<SessionRow>(
    `INSERT INTO sessions (token_hash, customer_id, merchant_code, ip, device_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [hashToken(token), customer.id, customer.merchant_code, ip, deviceId, now, now + runtime.config.tokenTtlMs],
  );
  if (!session) throw new Error('session insert returned nothing');
  return { ...session, token };
}

export async function endSession(db: Db, tokenHash: string, reason: 'logout' | 'expired'): Promise<void> {
  await db.query('UPDATE sessions SET ended_reason = $2 WHERE token_hash = $1 AND ended_reason IS NULL', [
    tokenHash,
    reason,
  ]);
}
