import { z } from 'zod';
import { ok, passwordGuardErrors, passwordProof } from './common';
import { endpoint } from './define';

/** Forgotten, changed and payment passwords (player-site.md §4). */
export const accountPasswords = {
  forgotPasswordByEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/forgot/email',
    summary: 'Forgot password: a temporary password by e-mail (form-encoded)',
    description:
      'When username and e-mail match, a temporary password is mailed (the sandbox keeps it in its mail outbox); ' +
      'logging in with it forces a change. A mismatch answers `password.reset.unknown` (contact customer service).',
    input: z.object({ username: z.string().trim().min(1).max(64), email: z.string().trim().min(3).max(256) }),
    output: ok,
    access: 'public',
    encoding: 'form',
    errors: ['password.reset.unknown', 'TOO_MANY_REQUESTS'],
  }),
  forgotPasswordByPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/forgot/mobile',
    summary: 'Forgot password: a temporary password by SMS (JSON)',
    description: 'Not encrypted: the body holds no secret. The temporary password forces a change at login.',
    input: z.object({ username: z.string().trim().min(1).max(64), mobileNumber: z.string().trim().min(1).max(32) }),
    output: z.object({ expiredMinutes: z.number().int().positive() }),
    access: 'public',
    errors: ['password.reset.unknown', 'sms.too.frequent'],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password/change',
    summary: 'Change the login password (also ends the forced change-password state)',
    input: z.object({
      oldPassword: z.string().min(1).max(128),
      newPassword: z.string().min(1).max(128),
      confirmNewPassword: z.string().min(1).max(128),
      ...passwordProof,
    }),
    output: ok,
    access: 'member',
    encrypted: true,
    errors: [
      'password.old.incorrect',
      'password.same',
      'password.confirm.mismatch',
      'password.rule.invalid',
      ...passwordGuardErrors,
    ],
  }),
  setPaymentPassword: endpoint({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    summary: 'Set or change the payment password (redeem and convert with PAYMENTPASS3)',
    input: z.object({
      loginPassword: z.string().min(1).max(128),
      oldPaymentPassword: z.string().max(128).optional(),
      paymentPassword: z.string().min(1).max(128),
      confirmPaymentPassword: z.string().min(1).max(128),
      ...passwordProof,
    }),
    output: ok,
    access: 'member',
    encrypted: true,
    errors: [
      'password.old.incorrect',
      'payment.password.incorrect',
      'password.confirm.mismatch',
      ...passwordGuardErrors,
    ],
  }),
} as const;
