import { ApiFailure } from '../../core/failure';
import type { SandboxRuntime } from '../../core/runtime';
import { playerLimits } from '../shared/player.constants';
import { secretCode } from '../shared/random';

const maxAttempts = 5;

export interface SentCode {
  code: string;
  expiresAt: number;
}

/**
 * The SMS and mail stand-ins: what a real SMS gateway or mail server would deliver is written to an outbox table,
 * readable through the control API (`GET /__control/sms`, `GET /__control/mail`). A real provider replaces `deliver`.
 */
export interface MessagingService {
  /** Sends a fresh code by SMS: one per number and purpose per minute, 10 per caller per hour. */
  sendSmsCode(merchant: string, mobile: string, purpose: string, caller: string): Promise<SentCode>;
  /** Sends a code by e-mail (second factor E). Same per-target limit as SMS. */
  sendMailCode(merchant: string, email: string, purpose: string): Promise<SentCode>;
  /** Checks the newest unexpired code for the target; consumes it on success; 5 wrong tries burn it. */
  checkCode(merchant: string, purpose: string, target: string, code: string | undefined): Promise<boolean>;
  sendSms(merchant: string, mobile: string, purpose: string, text: string, code?: string): Promise<void>;
  sendMail(merchant: string, email: string, subject: string, text: string): Promise<void>;
}

export function createMessagingService(runtime: SandboxRuntime): MessagingService {
  const perCaller = runtime.services.rateLimits.limiter('sms-per-caller', {
    max: playerLimits.smsPerCallerPerHour,
    windowMs: 3_600_000,
  });

  async function issue(merchant: string, purpose: string, target: string): Promise<SentCode> {
    const now = runtime.clock.now();
    const [last] = await runtime.db.query<{ created_at: number }>(
      `SELECT created_at FROM verification_codes WHERE merchant_code = $1 AND purpose = $2 AND target = $3
       ORDER BY created_at DESC LIMIT 1`,
      [merchant, purpose, target],
    );
    if (last && now - last.created_at < playerLimits.smsMinIntervalMs) {
      const retryAfterMs = playerLimits.smsMinIntervalMs - (now - last.created_at);
      throw new ApiFailure('sms.too.frequent', 'A code was sent moments ago. Please wait.', {
        value: { retryAfterMs },
      });
    }
    const code = secretCode(playerLimits.smsCodeLength);
    const expiresAt = now + playerLimits.smsExpiredMinutes * 60_000;
    await runtime.db.query(
      `INSERT INTO verification_codes (merchant_code, purpose, target, code, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [merchant, purpose, target, code, expiresAt, now],
    );
    return { code, expiresAt };
  }

  const service: MessagingService = {
    async sendSmsCode(merchant, mobile, purpose, caller) {
      const decision = perCaller.hit(`${merchant}:${caller}`, runtime.clock.now());
      if (!decision.allowed) {
        throw new ApiFailure('TOO_MANY_REQUESTS', 'Too many codes requested; try again later.', {
          value: { retryAfterMs: decision.retryAfterMs },
        });
      }
      const sent = await issue(merchant, purpose, mobile);
      await service.sendSms(
        merchant,
        mobile,
        purpose,
        `[${merchant}] Your verification code is ${sent.code}. It expires in ${playerLimits.smsExpiredMinutes} minutes.`,
        sent.code,
      );
      return sent;
    },
    async sendMailCode(merchant, email, purpose) {
      const sent = await issue(merchant, purpose, email);
      await service.sendMail(merchant, email, 'Your verification code', `Your verification code is ${sent.code}.`);
      return sent;
    },
    async checkCode(merchant, purpose, target, code) {
      if (!code) return false;
      const now = runtime.clock.now();
      const [row] = await runtime.db.query<{ id: number; code: string; attempts: number }>(
        `SELECT id, code, attempts FROM verification_codes
         WHERE merchant_code = $1 AND purpose = $2 AND target = $3 AND used_at IS NULL AND expires_at > $4
         ORDER BY created_at DESC LIMIT 1`,
        [merchant, purpose, target, now],
      );
      if (!row || row.attempts >= maxAttempts) return false;
      if (row.code !== code.trim()) {
        await runtime.db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
        return false;
      }
      await runtime.db.query('UPDATE verification_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
      return true;
    },
    async sendSms(merchant, mobile, purpose, text, code) {
      await runtime.db.query(
        'INSERT INTO sms_outbox (merchant_code, mobile, purpose, text, code, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [merchant, mobile, purpose, text, code ?? null, runtime.clock.now()],
      );
    },
    async sendMail(merchant, email, subject, text) {
      await runtime.db.query(
        'INSERT INTO mail_outbox (merchant_code, email, subject, text, created_at) VALUES ($1, $2, $3, $4, $5)',
        [merchant, email, subject, text, runtime.clock.now()],
      );
    },
  };
  return service;
}
