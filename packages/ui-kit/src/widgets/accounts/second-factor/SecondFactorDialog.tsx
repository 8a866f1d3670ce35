import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/button/Button';
import { Dialog } from '../../../primitives/dialog/Dialog';
import { RadioGroup } from '../../../primitives/radio-group/RadioGroup';
import { TextField } from '../../../primitives/text-field/TextField';
import { SmsCodeButton } from '../../shared/SmsCodeButton';
import { type CountdownRuntime, useSmsCodeMachine } from '../../shared/useCountdownMachine';
import { usePendingAction } from '../../shared/usePendingAction';
import * as shared from '../../shared/widgets.css';
import {
  type CodeMethod,
  checkSecondFactor,
  isCodeMethod,
  SECOND_FACTOR_METHODS,
  type SecondFactorField,
  type SecondFactorMethod,
  type SecondFactorValues,
} from './second-factor.methods';

export interface SecondFactorDialogProps extends CountdownRuntime {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The methods the account has (login_verify_required's `methods`), in the order to offer them. */
  methods: readonly SecondFactorMethod[];
  /** When the codes sent with login_verify_required expire, on the server's clock (ms): E and S count down to it. */
  expirationTime?: number | null;
  /** Where the codes went, masked by the server (shown as a hint). */
  maskedEmail?: string | null;
  maskedMobile?: string | null;
  /** Sends the E or S code again: resolve with the new expirationTime, or reject (the caller warns). */
  onResendCode: (method: CodeMethod) => Promise<{ expirationTime?: number | null } | undefined>;
  onResendError?: (error: unknown) => void;
  /** Verifies; a rejected promise keeps the dialog (the caller shows why). Resolving shows the confirmation. */
  onVerify: (values: SecondFactorValues) => unknown;
  /** When the player closes the confirmation: run the after-login action. */
  onDone?: () => void;
}

/**
 * The second-factor login verification (player-site §2, §4): a method chooser when there are several, the boxes of
 * the method, a resend button counting down to the server's expirationTime for E and S, and a success confirmation.
 */
export function SecondFactorDialog({
  open,
  onOpenChange,
  methods,
  expirationTime,
  maskedEmail,
  maskedMobile,
  onResendCode,
  onResendError,
  onVerify,
  onDone,
  clock,
  timers,
}: SecondFactorDialogProps) {
  const t = useT();
  const ids = useId();
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'E');
  const [values, setValues] = useState<Partial<Record<SecondFactorField, string>>>({});
  const [error, setError] = useState<{ field: SecondFactorField } | null>(null);
  const [verified, setVerified] = useState(false);
  const verifying = usePendingAction(onVerify);
  const runtime = { clock, timers, onError: onResendError };
  const email = useSmsCodeMachine('secondFactor', () => onResendCode('E'), runtime);
  const sms = useSmsCodeMachine('secondFactor', () => onResendCode('S'), runtime);
  const machines = { E: email, S: sms } as const;

  // The codes went out with the login answer: both buttons count to its expirationTime from the start.
  useEffect(() => {
    if (!open || !expirationTime) return;
    email.store.startCountdown({ expirationTime });
    sms.store.startCountdown({ expirationTime });
  }, [open, expirationTime, email.store, sms.store]);

  const active: SecondFactorMethod = methods.includes(method) ? method : (methods[0] ?? 'E');
  const spec = SECOND_FACTOR_METHODS[active];
  const masked = active === 'E' ? maskedEmail : active === 'S' ? maskedMobile : null;

  const finish = () => {
    setVerified(false);
    setValues({});
    onOpenChange(false);
    onDone?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkSecondFactor(active, values);
    if (!check.ok) {
      setError({ field: check.field });
      document.getElementById(`${ids}-${check.field}`)?.focus();
      return;
    }
    setError(null);
    const outcome = await verifying.run(check.values);
    if (outcome.ok) setVerified(true);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : verified ? finish() : onOpenChange(false))}
      title={t('accounts.verify.title')}
      description={verified ? undefined : t('accounts.verify.description')}
      size="sm"
    >
      {verified ? (
        <>
          <p role="status" className={shared.formSuccess}>
            {t('accounts.verify.success')}
          </p>
          <div className={shared.actionsEnd}>
            <Button onClick={finish}>{t('common.confirm')}</Button>
          </div>
        </>
      ) : (
        <form className={shared.form} onSubmit={submit} noValidate aria-busy={verifying.pending || undefined}>
          {methods.length > 1 ? (
            <RadioGroup
              label={t('accounts.verify.method')}
              orientation="horizontal"
              value={active}
              onValueChange={(next) => {
                setMethod(next as SecondFactorMethod);
                setError(null);
              }}
              options={methods.map((value) => ({ value, label: t(SECOND_FACTOR_METHODS[value].label) }))}
            />
          ) : null}
          {spec.fields.map((field) => {
            const input = (
              <TextField
                key={field.name}
                id={`${ids}-${field.name}`}
                label={t(field.label)}
                placeholder={t(field.placeholder)}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                showCounter={false}
                value={values[field.name] ?? ''}
                onValueChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                hint={field.sentCode && masked ? t('accounts.secondFactor.codeSentTo', { target: masked }) : undefined}
                error={error?.field === field.name ? t('validation_field_required') : undefined}
                required
              />
            );
            if (!field.sentCode || !isCodeMethod(active)) return input;
            const machine = machines[active];
            return (
              <div key={field.name} className={shared.fieldWithAction}>
                {input}
                <SmsCodeButton
                  phase={machine.snapshot.phase}
                  remainingSeconds={machine.snapshot.remainingSeconds}
                  onSend={() => void machine.store.send()}
                />
              </div>
            );
          })}
          <div className={shared.actionsEnd}>
            <Button type="submit" loading={verifying.pending}>
              {t('common.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
