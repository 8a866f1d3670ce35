import type { SmsCodePhase } from '@platform/countdown';
import { useT } from '../../../i18n/I18nProvider';
import { PasswordField } from '../../../primitives/password-field/PasswordField';
import { TextField } from '../../../primitives/text-field/TextField';
import { SmsCodeButton } from '../../shared/SmsCodeButton';
import * as shared from '../../shared/widgets.css';
import type { LoginErrors, LoginField, LoginFields, LoginMode } from './login.rules';

export interface LoginFieldsetProps {
  mode: LoginMode;
  fields: LoginFields;
  errors: LoginErrors;
  /** Filled with the inputs, so the widget can move focus to the one to fix. */
  inputs: Partial<Record<LoginField, HTMLInputElement | null>>;
  onChange: (field: LoginField, value: string) => void;
  sms: { phase: SmsCodePhase; remainingSeconds: number; onSend: () => void };
}

/** The two boxes of each mode: username and password, or mobile number and SMS code with its button. */
export function LoginFieldset({ mode, fields, errors, inputs, onChange, sms }: LoginFieldsetProps) {
  const t = useT();
  const usernameError = errors.username ? t(errors.username) : undefined;
  // The one prompt names no box (player-site §5), but both are marked so a screen reader finds them.
  const promptInvalid = errors.form ? true : undefined;
  if (mode === 'sms') {
    return (
      <>
        <TextField
          ref={(element) => {
            inputs.username = element;
          }}
          label={t('accounts.login.mobile')}
          placeholder={t('accounts.login.mobilePlaceholder')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={fields.username}
          onValueChange={(value) => onChange('username', value)}
          error={usernameError}
          aria-invalid={usernameError || promptInvalid ? true : undefined}
        />
        <div className={shared.fieldWithAction}>
          <TextField
            ref={(element) => {
              inputs.password = element;
            }}
            label={t('accounts.login.smsCode')}
            placeholder={t('accounts.login.smsCodePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={fields.password}
            onValueChange={(value) => onChange('password', value)}
            aria-invalid={promptInvalid}
          />
          <SmsCodeButton phase={sms.phase} remainingSeconds={sms.remainingSeconds} onSend={sms.onSend} />
        </div>
      </>
    );
  }
  return (
    <>
      <TextField
        ref={(element) => {
          inputs.username = element;
        }}
        label={t('accounts.login.username')}
        placeholder={t('accounts.login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={fields.username}
        onValueChange={(value) => onChange('username', value)}
        error={usernameError}
        aria-invalid={usernameError || promptInvalid ? true : undefined}
      />
      <PasswordField
        ref={(element) => {
          inputs.password = element;
        }}
        label={t('accounts.login.password')}
        placeholder={t('accounts.login.passwordPlaceholder')}
        value={fields.password}
        onValueChange={(value) => onChange('password', value)}
        aria-invalid={promptInvalid}
      />
    </>
  );
}
