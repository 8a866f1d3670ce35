import type { MessageKey } from '@platform/i18n';
import type { HTMLAttributes } from 'react';

/** The second-factor methods (player-site §3): E e-mail, G authenticator, S SMS, P payee name. */
export type SecondFactorMethod = 'E' | 'G' | 'S' | 'P';

export type SecondFactorField = 'email' | 'verificationCode' | 'authCode' | 'mobileNum' | 'payeeName';

export interface SecondFactorFieldSpec {
  name: SecondFactorField;
  label: MessageKey;
  placeholder: MessageKey;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The box of a code the server sends (E and S), with the resend button beside it. */
  sentCode?: boolean;
  maxLength?: number;
}

const code = (label: MessageKey, placeholder: MessageKey): SecondFactorFieldSpec => ({
  name: 'verificationCode',
  label,
  placeholder,
  type: 'text',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  sentCode: true,
});

/** What each method asks for, as the verify call takes it (player-site §3, second-factor verification). */
export const SECOND_FACTOR_METHODS: Readonly<
  Record<SecondFactorMethod, { label: MessageKey; fields: readonly SecondFactorFieldSpec[] }>
> = {
  E: {
    label: 'accounts.verify.method.E',
    fields: [
      {
        name: 'email',
        label: 'accounts.verify.email',
        placeholder: 'accounts.verify.emailPlaceholder',
        type: 'email',
        autoComplete: 'email',
      },
      code('accounts.secondFactor.emailCode', 'accounts.secondFactor.emailCodePlaceholder'),
    ],
  },
  G: {
    label: 'accounts.verify.method.G',
    fields: [
      {
        name: 'authCode',
        label: 'accounts.verify.authCode',
        placeholder: 'accounts.verify.authCodePlaceholder',
        type: 'text',
        autoComplete: 'one-time-code',
        inputMode: 'numeric',
        maxLength: 6,
      },
    ],
  },
  S: {
    label: 'accounts.verify.method.S',
    fields: [
      {
        name: 'mobileNum',
        label: 'accounts.register.mobileNum',
        placeholder: 'accounts.register.mobileNumPlaceholder',
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'numeric',
      },
      code('accounts.login.smsCode', 'accounts.login.smsCodePlaceholder'),
    ],
  },
  P: {
    label: 'accounts.verify.method.P',
    fields: [
      {
        name: 'payeeName',
        label: 'accounts.verify.payeeName',
        placeholder: 'accounts.verify.payeeNamePlaceholder',
        type: 'text',
        autoComplete: 'name',
      },
    ],
  },
};

/** The methods that send a code, and so count down to the server's expirationTime. */
export type CodeMethod = Extract<SecondFactorMethod, 'E' | 'S'>;

export const isCodeMethod = (method: SecondFactorMethod): method is CodeMethod => method === 'E' || method === 'S';

/** The verify call's values for one method (player-site §3). */
export type SecondFactorValues = { method: SecondFactorMethod } & Partial<Record<SecondFactorField, string>>;

/** Every box of the method filled (trimmed), else validation_field_required on the first empty one. */
export function checkSecondFactor(
  method: SecondFactorMethod,
  values: Partial<Record<SecondFactorField, string>>,
):
  | { ok: true; values: SecondFactorValues }
  | { ok: false; field: SecondFactorField; key: 'validation_field_required' } {
  const out: SecondFactorValues = { method };
  for (const spec of SECOND_FACTOR_METHODS[method].fields) {
    const value = (values[spec.name] ?? '').trim();
    if (value === '') return { ok: false, field: spec.name, key: 'validation_field_required' };
    out[spec.name] = value;
  }
  return { ok: true, values: out };
}
