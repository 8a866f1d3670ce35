import type { FieldConfig } from '@platform/validation';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { PasswordField } from '../../../primitives/password-field/PasswordField';
import { TextField } from '../../../primitives/text-field/TextField';
import { FIELD_PRESENTATION, type TypedRegistrationField } from './registration.fields';

export interface RegistrationFieldInputProps {
  id: string;
  field: TypedRegistrationField;
  config: FieldConfig;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The translated problem to show. */
  error?: string;
  readOnly?: boolean;
}

/** One configured field: label, merchant hint (or the length range), required mark, limits from the config. */
export function RegistrationFieldInput({
  id,
  field,
  config,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
}: RegistrationFieldInputProps) {
  const t = useT();
  const presentation = FIELD_PRESENTATION[field];
  const hint: ReactNode =
    config.message ??
    (config.minLength && config.maxLength
      ? config.minLength === config.maxLength
        ? t('accounts.register.exactLengthHint', { length: config.minLength }) // an SMS code: "6 characters", not "6-6"
        : t('accounts.register.lengthHint', { min: config.minLength, max: config.maxLength })
      : undefined);
  const common = {
    id,
    label: t(presentation.label),
    placeholder: t(presentation.placeholder),
    hint,
    error,
    value,
    onValueChange: onChange,
    onBlur,
    required: config.required,
    readOnly,
    autoComplete: presentation.autoComplete,
    // The browser stops the typing at the limit; the counter would crowd a long form.
    maxLength: config.maxLength ?? undefined,
    showCounter: false,
    spellCheck: false,
    autoCapitalize: 'off',
  } as const;
  if (presentation.kind === 'password') return <PasswordField {...common} autoComplete="new-password" />;
  return <TextField {...common} type={presentation.kind} inputMode={presentation.inputMode} />;
}
