import type { SmsSendResult } from '@platform/countdown';
import type { PhoneRule } from '@platform/validation';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/button/Button';
import { Dialog } from '../../../primitives/dialog/Dialog';
import { Tabs } from '../../../primitives/tabs/Tabs';
import { TextField } from '../../../primitives/text-field/TextField';
import { SmsCodeButton } from '../../shared/SmsCodeButton';
import { type CountdownRuntime, useSmsCodeMachine } from '../../shared/useCountdownMachine';
import { usePendingAction } from '../../shared/usePendingAction';
import * as shared from '../../shared/widgets.css';
import { checkForgotPassword, type FieldErrors, type ForgotMethod, type ForgotValues } from './password.rules';

export interface ForgotPasswordDialogProps extends CountdownRuntime {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tabs offered, in order. @default ['email', 'phone'] */
  methods?: readonly ForgotMethod[];
  /** Sends the reset by e-mail (form-encoded on the wire). A rejected promise keeps the form as it is. */
  onSubmitEmail: (values: { username: string; email: string }) => unknown;
  /** Sends a new password by SMS (JSON on the wire): resolve with the answer's expiredMinutes, or reject. */
  onSubmitPhone: (values: { username: string; mobileNumber: string }) => Promise<SmsSendResult | undefined>;
  /** A failed SMS send: show the server's message as a warning. */
  onPhoneError?: (error: unknown) => void;
  mobileRule?: PhoneRule | null;
}

const EMPTY: ForgotValues = { username: '', contact: '' };

/**
 * Forgot password (player-site §2, §3): by e-mail or by phone, in tabs. After a phone send the button counts
 * expiredMinutes x 60 s before another send (points §9); the countdown survives closing the dialog.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  methods = ['email', 'phone'],
  onSubmitEmail,
  onSubmitPhone,
  onPhoneError,
  mobileRule,
  clock,
  timers,
}: ForgotPasswordDialogProps) {
  const t = useT();
  const [method, setMethod] = useState<ForgotMethod>(methods[0] ?? 'email');
  const [values, setValues] = useState<ForgotValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ForgotValues>>({});
  const [done, setDone] = useState<ForgotMethod | null>(null);
  const ids = useId();
  const email = usePendingAction(onSubmitEmail);
  const phone = useSmsCodeMachine(
    'verification',
    () => onSubmitPhone({ username: values.username.trim(), mobileNumber: values.contact.trim() }),
    { clock, timers, onError: onPhoneError },
  );

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      setDone(null);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = checkForgotPassword(method, values, mobileRule);
    setErrors(found);
    if (found.username || found.contact) {
      document.getElementById(`${ids}-${found.username ? 'username' : 'contact'}`)?.focus();
      return;
    }
    setDone(null);
    if (method === 'email') {
      const outcome = await email.run({ username: values.username.trim(), email: values.contact.trim() });
      if (outcome.ok) setDone('email');
    } else if (await phone.store.send()) {
      setDone('phone');
    }
  };

  const form = (
    <form className={shared.form} onSubmit={submit} noValidate>
      <TextField
        id={`${ids}-username`}
        label={t('accounts.login.username')}
        placeholder={t('accounts.login.usernamePlaceholder')}
        autoComplete="username"
        value={values.username}
        onValueChange={(username) => setValues((current) => ({ ...current, username }))}
        error={errors.username ? t(errors.username) : undefined}
        required
      />
      <TextField
        id={`${ids}-contact`}
        label={method === 'email' ? t('accounts.register.email') : t('accounts.register.mobileNum')}
        placeholder={
          method === 'email' ? t('accounts.register.emailPlaceholder') : t('accounts.register.mobileNumPlaceholder')
        }
        type={method === 'email' ? 'email' : 'tel'}
        inputMode={method === 'email' ? 'email' : 'numeric'}
        autoComplete={method === 'email' ? 'email' : 'tel'}
        value={values.contact}
        onValueChange={(contact) => setValues((current) => ({ ...current, contact }))}
        error={errors.contact ? t(errors.contact) : undefined}
        required
      />
      {done ? (
        <p role="status" className={shared.formSuccess}>
          {done === 'email' ? t('accounts.password.emailSent') : t('accounts.password.smsSent')}
        </p>
      ) : null}
      <div className={shared.actionsEnd}>
        {method === 'email' ? (
          <Button type="submit" loading={email.pending}>
            {t('common.submit')}
          </Button>
        ) : (
          <SmsCodeButton
            className=""
            tone="primary"
            phase={phone.snapshot.phase}
            remainingSeconds={phone.snapshot.remainingSeconds}
            onSend={() => void submit()}
            label={t('common.submit')}
          />
        )}
      </div>
    </form>
  );

  return (
    <Dialog open={open} onOpenChange={close} title={t('accounts.password.forgotTitle')} size="sm">
      {methods.length > 1 ? (
        <Tabs
          label={t('accounts.password.forgotTitle')}
          value={method}
          onValueChange={(next) => {
            setMethod(next as ForgotMethod);
            setValues((current) => ({ ...current, contact: '' }));
            setErrors({});
            setDone(null);
          }}
          items={methods.map((value) => ({
            value,
            label: value === 'email' ? t('accounts.password.byEmail') : t('accounts.password.byPhone'),
            content: value === method ? form : null,
          }))}
        />
      ) : (
        form
      )}
    </Dialog>
  );
}
