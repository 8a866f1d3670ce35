// The shapes the accounts calls share: login results, second-factor methods, human proof, registration fields.
import { z } from 'zod';
import { epochMs, shortText } from './common';
import { firebaseChannel } from './system.settings';

/** What the bot check (Geetest v4 `getValidate()`, or the sandbox stand-in) hands over after a pass. */
export const botCheckResult = z.object({
  captcha_id: shortText,
  lot_number: shortText,
  pass_token: shortText,
  gen_time: shortText,
  captcha_output: z.string().max(4096),
});

export const secondFactorMethod = z.enum(['E', 'G', 'S', 'P']);

/** Proof that a human is there: an image captcha answer with its key, or a bot-check pass. */
export const humanProof = {
  captcha: z.string().max(16).optional(),
  captchaKey: shortText.optional(),
  botCheck: botCheckResult.optional(),
};

/** Social arguments kept from a `bind_customer_required` answer: a login with them binds the identity. */
export const socialArguments = {
  firebaseChannel: firebaseChannel.optional(),
  firebaseIdToken: z.string().max(8192).optional(),
  firebaseMobileNo: z.string().max(32).optional(),
};

export const loginResult = z.object({
  token: z.string(),
  /** When the token stops working unless the player logs in again. */
  expiresAt: epochMs,
  customerId: z.number().int(),
  customerName: z.string(),
  nickname: z.string(),
  /** Session role: 0, 1, 2 members (1, 2 see the Agent menu), 4 trial, 40, 41, 42 (points-centres-lottery.md §6). */
  isAgent: z.number().int(),
  memberLabel: z.string().nullable(),
  merchantCode: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the merchant's default phone-registration password (NOTES.md). */
  passwordIsDefault: z.boolean(),
  /**
   * The site must enter the forced change-password state: default password, a temporary password from "forgot
   * password", or an expired one when the merchant enforces PWDEXPFORCECHANGE3.
   */
  forceChangePassword: z.boolean(),
  /** Whether the next login of this username will need a captcha (always false on success). */
  captcha: z.boolean(),
  profile: z.object({ mobileNo: z.string().nullable(), email: z.string().nullable() }),
});

export const registrationText = z.string().max(256).optional();
export const registrationFields = {
  password: registrationText,
  verifyPwd: registrationText,
  confirmPassword: registrationText,
  payeeName: registrationText,
  paymentPassword: registrationText,
  mobileNum: registrationText,
  verificationCode: registrationText,
  qqNum: registrationText,
  email: registrationText,
  line: registrationText,
  facebook: registrationText,
  whatsapp: registrationText,
  idNumber: registrationText,
  nickname: registrationText,
  affiliateCode: registrationText,
  recommenderId: registrationText,
  rebateId: registrationText,
  referralCode: registrationText,
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  domain: registrationText,
  ...humanProof,
};

export const registered = z.object({ customerId: z.number().int(), username: z.string() });
