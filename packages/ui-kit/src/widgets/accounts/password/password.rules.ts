import type { MessageKey } from '@platform/i18n';
import { checkField, type FieldConfig, type PhoneRule, validateSendCode } from '@platform/validation';

/** A rough shape check for e-mail addresses: something, an @, a dotted domain. The server checks the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ForgotMethod = 'email' | 'phone';

export interface ForgotValues {
  username: string;
  /** The e-mail address or the mobile number, by method. */
  contact: string;
}

/** Message keys per field: @platform/validation's keys, and the spec's in_please_account for a missing username. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** Forgot password (player-site §3): the username, then the bound e-mail or a mobile passing the mobile check. */
export function checkForgotPassword(
  method: ForgotMethod,
  values: ForgotValues,
  mobileRule?: PhoneRule | null,
): FieldErrors<keyof ForgotValues> {
  const errors: FieldErrors<keyof ForgotValues> = {};
  if (values.username.trim() === '') errors.username = 'in_please_account';
  const contact = values.contact.trim();
  if (method === 'email') {
    if (contact === '') errors.contact = 'validation_field_required';
    else if (!EMAIL_SHAPE.test(contact)) errors.contact = 'in_please_information';
  } else {
    const check = validateSendCode(contact, mobileRule ?? null);
    if (!check.ok) errors.contact = check.key;
  }
  return errors;
}

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password (player-site §3): all three filled, the new one under the merchant's password rule (its field
 * config: lengths and pattern, in_please_information), the confirmation equal to it (in_confirmation_correct).
 */
export function checkChangePassword(
  values: ChangePasswordValues,
  passwordRule?: FieldConfig | null,
): FieldErrors<keyof ChangePasswordValues> {
  const errors: FieldErrors<keyof ChangePasswordValues> = {};
  if (values.oldPassword === '') errors.oldPassword = 'validation_field_required';
  const rule: FieldConfig = { updateRequired: true, ...passwordRule, enabled: true, required: true };
  const problem = checkField('newPassword', values.newPassword, rule);
  if (problem) errors.newPassword = problem.key;
  if (values.confirmNewPassword === '') errors.confirmNewPassword = 'validation_field_required';
  else if (!problem && values.confirmNewPassword !== values.newPassword) {
    errors.confirmNewPassword = 'in_confirmation_correct';
  }
  return errors;
}

/** The first field with a problem, in form order, to move focus to. */
export function firstProblem<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
