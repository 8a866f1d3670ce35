import { z } from 'zod';
import { accountPasswords } from './accounts.password';
import {
  botCheckResult,
  humanProof,
  loginResult,
  registered,
  registrationFields,
  secondFactorMethod,
  socialArguments,
} from './accounts.schemas';
import { epochMs, ok, shortText } from './common';
import { endpoint } from './define';
import { firebaseChannel } from './system.settings';

export { botCheckResult, loginResult, secondFactorMethod };

export const accounts = {
  login: endpoint({
    method: 'POST',
    path: '/wps/member/login',
    summary: 'Log in by username, SMS code or mobile number',
    description:
      '`type` username: username and password. `type` sms: `username` is the mobile number and `password` the code ' +
      'from sendPhoneCode (purpose login). `type` mobileNum: mobile number and password (after phone registration). ' +
      'After 3 failures in 15 minutes the failure value says `{ captcha: true }` and the next try needs a captcha ' +
      '(or a bot-check pass); after 10 the account locks for 15 minutes. Accounts with a second factor answer ' +
      '`login_verify_required` with value `{ methods, expirationTime, maskedEmail, maskedMobile }` (codes for E and S ' +
      'are sent at once). A login carrying the social arguments binds that identity to the account. One session ' +
      'per player: an older token ends with `login.not.session`.',
    input: z.object({
      username: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(128),
      type: z.enum(['username', 'sms', 'mobileNum']).default('username'),
      ...humanProof,
      ...socialArguments,
    }),
    output: loginResult,
    access: 'public',
    encrypted: true,
    loginDeviceId: true,
    errors: [
      'login.password.incorrect',
      'login.account.locked',
      'login.account.disabled',
      'captcha.required',
      'captcha.incorrect',
      'sms.code.incorrect',
      'login_verify_required',
      'social.token.invalid',
      'social.already.bound',
      'rg.excluded',
    ],
  }),
  trialLogin: endpoint({
    method: 'POST',
    path: '/wps/member/login/trial',
    summary: 'Free demo: create a trial account (isAgent 4) and log it in (FREEDEMO3)',
    description:
      'The spec names the free demo button (player-site.md §2, §6 "free demo where enabled") and the trial role ' +
      '(isAgent 4) but shows no call behind the button: this shape is designed here. Where the merchant has ' +
      'FREEDEMO3 on (`system.settings` says `login.freeDemo`), every call creates a fresh trial account (isAgent 4, ' +
      'a generated username `demo` and digits, a demo balance in the main wallet, no password anyone knows) and ' +
      'answers the login result for it, with one session like any login. A trial account is refused real games, ' +
      'the member centre, claims and chat (`trial.account.refused`, shown as in_need_true_account); free trials ' +
      '(`games.launchTrial`) play. The body is empty (extra fields are ignored) and carries no secret, so it is not ' +
      'encrypted. With FREEDEMO3 off the answer is `trial.disabled`; more than 10 accounts an hour from one caller ' +
      '(IP and loginDeviceId) answer `TOO_MANY_REQUESTS` with value `{ retryAfterMs }`.',
    input: z.object({}),
    output: loginResult,
    access: 'public',
    loginDeviceId: true,
    errors: ['trial.disabled', 'TOO_MANY_REQUESTS'],
  }),
  socialLogin: endpoint({
    method: 'POST',
    path: '/wps/member/login/social',
    summary: 'Log in with a social identity (Firebase id token)',
    description:
      'An identity not yet bound answers `bind_customer_required` with value `{ firebaseChannel, email, ' +
      'displayName, mobileNo, canRegister, manualRegister }`: canRegister when FIREBASECREATEACC3 or SSOMANUALREG3 is ' +
      'on, manualRegister (open the register form instead of autoRegister) when SSOMANUALREG3 is on.',
    input: z.object({
      type: z.literal('firebase'),
      firebaseChannel,
      firebaseIdToken: z.string().min(1).max(8192),
      firebaseMobileNo: z.string().max(32).optional(),
    }),
    output: loginResult,
    access: 'public',
    encrypted: true,
    loginDeviceId: true,
    errors: ['bind_customer_required', 'social.token.invalid', 'login.account.disabled', 'rg.excluded'],
  }),
  autoRegister: endpoint({
    method: 'POST',
    path: '/wps/member/register/auto',
    summary: 'Create an account from a social identity and log in (FIREBASECREATEACC3)',
    description: 'The username is generated from the identity; the answer is the login result plus the username.',
    input: z.object({
      registerUrl: z.string().max(2048),
      registerMethod: z.literal('WEB').default('WEB'),
      affiliateCode: shortText.optional(),
      domain: shortText,
      referralCode: shortText.optional(),
      firebaseChannel,
      firebaseIdToken: z.string().min(1).max(8192),
      login: z.boolean().default(true),
      smsTemplate: shortText.optional(),
    }),
    output: loginResult.extend({ username: z.string() }),
    access: 'public',
    encrypted: true,
    loginDeviceId: true,
    errors: ['social.register.disabled', 'social.token.invalid', 'social.already.bound', 'affiliate.invalid'],
  }),
  verify: endpoint({
    method: 'POST',
    path: '/wps/member/login/verify',
    summary: 'Second-factor verification after login_verify_required; answers the login result',
    description:
      'E: `email` (the bound address) and `verificationCode` (sent to it). G: `authCode` from the authenticator app ' +
      '(TOTP, 30 s steps). S: `mobileNum` (the bound number) and `verificationCode` (sent by SMS). P: `payeeName` ' +
      '(the bound payee name). Username and password are checked again.',
    input: z.object({
      username: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(128),
      method: z.enum(['E', 'G', 'S', 'P']),
      email: shortText.optional(),
      authCode: z.string().max(12).optional(),
      mobileNum: z.string().max(32).optional(),
      verificationCode: z.string().max(12).optional(),
      payeeName: shortText.optional(),
      firebaseIdToken: z.string().max(8192).optional(),
    }),
    output: loginResult,
    access: 'public',
    encrypted: true,
    loginDeviceId: true,
    errors: [
      'verify.incorrect',
      'verify.method.unavailable',
      'login.password.incorrect',
      'sms.code.incorrect',
      'rg.excluded',
    ],
  }),
  sendVerifyCode: endpoint({
    method: 'POST',
    path: '/wps/member/login/verify/send',
    summary: 'Send the second-factor code again (methods E and S); answers the new expirationTime',
    input: z.object({
      username: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(128),
      method: z.enum(['E', 'S']),
    }),
    output: z.object({ expirationTime: epochMs }),
    access: 'public',
    encrypted: true,
    errors: ['sms.too.frequent', 'verify.method.unavailable', 'login.password.incorrect'],
  }),
  register: endpoint({
    method: 'POST',
    path: '/wps/member/register',
    summary: 'Register with a username (fields checked against the merchant field config)',
    description:
      "Every field is checked on the server with the merchant's field configs (the same rules as the client, " +
      '@platform/validation); a failure answers `register.field.invalid` with value `{ field, key }`. The client ' +
      'then logs in (type username).',
    input: z.object({ username: z.string().max(256), ...registrationFields }),
    output: registered,
    access: 'public',
    encrypted: true,
    loginDeviceId: true,
    errors: [
      'register.field.invalid',
      'register.username.taken',
      'register.mobile.taken',
      'register.mode.disabled',
      'register.botcheck.failed',
      'captcha.incorrect',
      'sms.code.incorrect',
      'affiliate.invalid',
    ],
  }),
  registerMobile: endpoint({
    method: 'POST',
    path: '/wps/member/registerMobile',
    summary: 'Register with a mobile number; the account gets the merchant default password',
    description:
      "The username is generated. The answer carries the merchant's default phone-registration password (a " +
      'per-merchant setting, never in a client bundle) so the site can log in with type mobileNum; that login ' +
      'answers forceChangePassword.',
    input: z.object({ ...registrationFields, mobileNum: z.string().min(1).max(32) }),
    output: registered.extend({ mobileNum: z.string(), defaultPassword: z.string() }),
    access: 'public',
    encrypted: true,
    loginDeviceId: true,
    errors: [
      'register.field.invalid',
      'register.mobile.taken',
      'register.mode.disabled',
      'sms.code.incorrect',
      'captcha.incorrect',
    ],
  }),
  affiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary: 'Check an affiliate code before registering',
    input: z.object({ code: z.string().trim().min(1).max(64), domain: shortText.optional() }),
    output: z.object({ affiliateCode: z.string(), agentName: z.string() }),
    access: 'public',
    quiet: true,
    errors: ['affiliate.invalid'],
  }),
  sendPhoneCode: endpoint({
    method: 'POST',
    path: '/wps/member/sms/send',
    summary: 'Send an SMS code to a mobile number (registration, SMS login, binding)',
    description:
      'One code per number per 60 s (`sms.too.frequent`, value `{ retryAfterMs }`) and 10 per hour per caller ' +
      '(TOO_MANY_REQUESTS). The code is valid for `expiredMinutes`. The sandbox delivers to its SMS outbox ' +
      '(control API `GET /__control/sms`).',
    input: z.object({
      mobileNo: z.string().trim().min(1).max(32),
      purpose: z.enum(['register', 'login', 'bind']).default('register'),
    }),
    output: z.object({ expiredMinutes: z.number().int().positive(), expirationTime: epochMs }),
    access: 'optional',
    errors: ['sms.too.frequent', 'TOO_MANY_REQUESTS', 'register.mobile.taken'],
  }),
  ...accountPasswords,
  logout: endpoint({
    method: 'POST',
    path: '/wps/member/logout',
    summary: 'End the session (the token stops working)',
    input: z.object({}),
    output: ok,
    access: 'member',
  }),
  loginInfo: endpoint({
    method: 'GET',
    path: '/wps/member/loginInfo',
    summary: 'This session and the previous login (time and IP)',
    input: z.object({}),
    output: z.object({
      username: z.string(),
      currentLoginTime: epochMs,
      currentIp: z.string(),
      lastLoginTime: epochMs.nullable(),
      lastLoginIp: z.string().nullable(),
      sessionExpiresAt: epochMs,
    }),
    access: 'member',
  }),
} as const;
