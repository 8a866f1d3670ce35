import type { MessageKey } from '@platform/i18n';
import {
  type FieldConfig,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationFieldConfigs,
  type RegistrationMode,
} from '@platform/validation';
import type { HTMLAttributes } from 'react';

/** How one registration field is drawn: its words, the kind of box, and what browsers may fill in. */
export interface FieldPresentation {
  label: MessageKey;
  placeholder: MessageKey;
  kind: 'text' | 'password' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * One row per typed field of player-site §3, in form order (`REGISTRATION_FIELDS`). The captcha is not here: the
 * site draws it in the captcha slot.
 */
export const FIELD_PRESENTATION: Readonly<Record<Exclude<RegistrationField, 'captcha'>, FieldPresentation>> = {
  username: {
    label: 'accounts.register.username',
    placeholder: 'accounts.register.usernamePlaceholder',
    kind: 'text',
    autoComplete: 'username',
  },
  password: {
    label: 'accounts.register.password',
    placeholder: 'accounts.register.passwordPlaceholder',
    kind: 'password',
    autoComplete: 'new-password',
  },
  verifyPwd: {
    label: 'accounts.register.verifyPwd',
    placeholder: 'accounts.register.verifyPwdPlaceholder',
    kind: 'password',
    autoComplete: 'new-password',
  },
  confirmPassword: {
    label: 'accounts.register.confirmPassword',
    placeholder: 'accounts.register.confirmPasswordPlaceholder',
    kind: 'password',
    autoComplete: 'new-password',
  },
  payeeName: {
    label: 'accounts.register.payeeName',
    placeholder: 'accounts.register.payeeNamePlaceholder',
    kind: 'text',
    autoComplete: 'name',
  },
  paymentPassword: {
    label: 'accounts.register.paymentPassword',
    placeholder: 'accounts.register.paymentPasswordPlaceholder',
    kind: 'password',
    autoComplete: 'new-password',
  },
  mobileNum: {
    label: 'accounts.register.mobileNum',
    placeholder: 'accounts.register.mobileNumPlaceholder',
    kind: 'tel',
    autoComplete: 'tel',
    inputMode: 'numeric',
  },
  verificationCode: {
    label: 'accounts.register.verificationCode',
    placeholder: 'accounts.register.verificationCodePlaceholder',
    kind: 'text',
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
  },
  qqNum: {
    label: 'accounts.register.qqNum',
    placeholder: 'accounts.register.qqNumPlaceholder',
    kind: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
  email: {
    label: 'accounts.register.email',
    placeholder: 'accounts.register.emailPlaceholder',
    kind: 'email',
    autoComplete: 'email',
  },
  line: {
    label: 'accounts.register.line',
    placeholder: 'accounts.register.linePlaceholder',
    kind: 'text',
    autoComplete: 'off',
  },
  facebook: {
    label: 'accounts.register.facebook',
    placeholder: 'accounts.register.facebookPlaceholder',
    kind: 'text',
    autoComplete: 'off',
  },
  whatsapp: {
    label: 'accounts.register.whatsapp',
    placeholder: 'accounts.register.whatsappPlaceholder',
    kind: 'tel',
    autoComplete: 'off',
    inputMode: 'tel',
  },
  idNumber: {
    label: 'accounts.register.idNumber',
    placeholder: 'accounts.register.idNumberPlaceholder',
    kind: 'text',
    autoComplete: 'off',
  },
  nickname: {
    label: 'accounts.register.nickname',
    placeholder: 'accounts.register.nicknamePlaceholder',
    kind: 'text',
    autoComplete: 'nickname',
  },
  affiliateCode: {
    label: 'accounts.register.affiliateCode',
    placeholder: 'accounts.register.affiliateCodePlaceholder',
    kind: 'text',
    autoComplete: 'off',
  },
  recommenderId: {
    label: 'accounts.register.recommenderId',
    placeholder: 'accounts.register.recommenderIdPlaceholder',
    kind: 'text',
    autoComplete: 'off',
  },
  rebateId: {
    label: 'accounts.registerForm.rebateId',
    placeholder: 'accounts.registerForm.rebateIdPlaceholder',
    kind: 'text',
    autoComplete: 'off',
  },
};

export type TypedRegistrationField = keyof typeof FIELD_PRESENTATION;

/**
 * Fields a phone registration never shows: the account gets the merchant's default password (NOTES.md). The same
 * table as @platform/validation's mode rules, which checks them the same way.
 */
export const MOBILE_MODE_HIDDEN: readonly RegistrationField[] = [
  'username',
  'password',
  'verifyPwd',
  'confirmPassword',
];

/** The config a field is drawn with in `mode`: a phone registration always asks for the mobile number. */
export function effectiveConfig(
  field: RegistrationField,
  fields: RegistrationFieldConfigs,
  mode: RegistrationMode,
): FieldConfig | undefined {
  const config = fields[field];
  if (mode === 'mobile' && field === 'mobileNum') {
    return { ...(config ?? { updateRequired: true }), enabled: true, required: true };
  }
  return config;
}

/** The typed fields the form shows, in order: enabled by the server, not hidden by the mode or by the site. */
export function shownFields(
  fields: RegistrationFieldConfigs,
  mode: RegistrationMode,
  hidden: readonly RegistrationField[] = [],
): TypedRegistrationField[] {
  return REGISTRATION_FIELDS.filter(
    (field): field is TypedRegistrationField =>
      field !== 'captcha' &&
      !hidden.includes(field) &&
      !(mode === 'mobile' && MOBILE_MODE_HIDDEN.includes(field)) &&
      effectiveConfig(field, fields, mode)?.enabled === true,
  );
}

/** The modes the toggle offers: both only when both are enabled (player-site §4, points §4). */
export function registrationModes(modes: readonly RegistrationMode[] | undefined): RegistrationMode[] {
  const unique = [...new Set<RegistrationMode>(modes ?? ['username'])];
  return unique.length > 0 ? unique : ['username'];
}
