import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MerchantRow } from '../../core/rows';
import { playerLimits } from '../shared/player.constants';
import { playerSettings } from '../system/merchant.settings';

/** What Geetest v4's `getValidate()` gives the page, and what the platform validates. */
export interface BotCheckPass {
  captcha_id: string;
  lot_number: string;
  pass_token: string;
  gen_time: string;
  captcha_output: string;
}

/**
 * The bot check behind the Geetest v4 interface. The sandbox's stand-in issues challenges (`load`), passes them
 * (`verify`, a click instead of a puzzle) and validates pass tokens the way Geetest's `/validate` does: the
 * `captcha_output` is an HMAC of the lot with the merchant's captcha key, and a pass is good once, for two minutes.
 * A real Geetest account replaces it by calling `https://gcaptcha4.geetest.com/validate` with the same fields.
 */
export interface BotCheckService {
  load(captchaId: string, now: number): { lot_number: string; payload: string; process_token: string } | null;
  pass(captchaId: string, lotNumber: string, now: number): BotCheckPass | null;
  /** Validates and consumes a pass for the merchant. */
  validate(merchant: MerchantRow, pass: BotCheckPass | undefined, now: number): boolean;
  /** Validation as Geetest's HTTP API does it, with the sign_token (HMAC-SHA256 of lot_number with the key). */
  validateSigned(captchaId: string, pass: BotCheckPass & { sign_token: string }, now: number): boolean;
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createBotCheckService(merchants: () => Iterable<MerchantRow>): BotCheckService {
  const lots = new Map<string, { captchaId: string; expiresAt: number }>();
  const passes = new Map<string, { expiresAt: number }>();
  const keyOf = (captchaId: string) => {
    for (const merchant of merchants()) {
      const settings = playerSettings(merchant);
      if (settings.geetest.captchaId === captchaId) return settings.geetest.captchaKey;
    }
    return undefined;
  };
  const sweep = (now: number) => {
    for (const [k, v] of lots) if (v.expiresAt <= now) lots.delete(k);
    for (const [k, v] of passes) if (v.expiresAt <= now) passes.delete(k);
  };

  const check = (captchaId: string, pass: BotCheckPass, now: number): boolean => {
    const key = keyOf(captchaId);
    if (!key || pass.captcha_id !== captchaId) return false;
    const stored = passes.get(pass.pass_token);
    if (!stored || stored.expiresAt <= now) return false;
    const expected = hmac(key, `${pass.lot_number}.${pass.pass_token}.${pass.gen_time}`);
    if (!safeEqual(expected, pass.captcha_output)) return false;
    passes.delete(pass.pass_token);
    return true;
  };

  return {
    load(captchaId, now) {
      if (!keyOf(captchaId)) return null;
      if (lots.size > 10_000) sweep(now);
      const lot_number = randomBytes(16).toString('hex');
      lots.set(lot_number, { captchaId, expiresAt: now + playerLimits.botCheckPassTtlMs });
      return { lot_number, payload: randomBytes(8).toString('hex'), process_token: randomBytes(8).toString('hex') };
    },
    pass(captchaId, lotNumber, now) {
      const lot = lots.get(lotNumber);
      const key = keyOf(captchaId);
      if (!lot || lot.captchaId !== captchaId || lot.expiresAt <= now || !key) return null;
      lots.delete(lotNumber);
      const pass_token = randomBytes(16).toString('hex');
      const gen_time = String(Math.floor(now / 1000));
      passes.set(pass_token, { expiresAt: now + playerLimits.botCheckPassTtlMs });
      return {
        captcha_id: captchaId,
        lot_number: lotNumber,
        pass_token,
        gen_time,
        captcha_output: hmac(key, `${lotNumber}.${pass_token}.${gen_time}`),
      };
    },
    validate(merchant, pass, now) {
      if (!pass) return false;
      return check(playerSettings(merchant).geetest.captchaId, pass, now);
    },
    validateSigned(captchaId, pass, now) {
      const key = keyOf(captchaId);
      if (!key || !safeEqual(hmac(key, pass.lot_number), pass.sign_token)) return false;
      return check(captchaId, pass, now);
    },
  };
}
