import type { FieldConfig } from '@platform/validation';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/button/Button';
import { Dialog } from '../../../primitives/dialog/Dialog';
import { PasswordField } from '../../../primitives/password-field/PasswordField';
import { type CountdownRuntime, usePasswordChangeLock } from '../../shared/useCountdownMachine';
import { usePendingAction } from '../../shared/usePendingAction';
import * as shared from '../../shared/widgets.css';
import { type ChangePasswordValues, checkChangePassword, type FieldErrors, firstProblem } from './password.rules';

/** Why the change is forced (player-site §4): the merchant's default password, or an expired one under PWDEXPFORCECHANGE3. */
export type ForcedChangeReason = 'default' | 'expired';

export interface ChangePasswordDialogProps extends CountdownRuntime {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A forced change: the dialog says why and cannot be dismissed until the change succeeds. */
  forced?: ForcedChangeReason;
  /** Changes the password; a rejected promise keeps the dialog (the caller shows why). */
  onSubmit: (values: ChangePasswordValues) => unknown;
  /** After a successful change, when the player closes the confirmation (a forced change completes the login here). */
  onDone?: () => void;
  /** The merchant's password rule (the password field config): lengths and pattern of the new password. */
  passwordRule?: FieldConfig | null;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const ORDER = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change password (player-site §2, §3, §4): old, new, confirm. Submitting locks the form for 3000 ms (points §9) so
 * it cannot be sent twice while the session is replaced; a success shows a confirmation.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  forced,
  onSubmit,
  onDone,
  passwordRule,
  clock,
  timers,
}: ChangePasswordDialogProps) {
  const t = useT();
  const ids = useId();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ChangePasswordValues>>({});
  const [changed, setChanged] = useState(false);
  const lock = usePasswordChangeLock({ clock, timers });
  const submitting = usePendingAction(onSubmit);
  const locked = lock.snapshot.locked || submitting.pending;

  const finish = () => {
    setValues(EMPTY);
    setErrors({});
    setChanged(false);
    onOpenChange(false);
    onDone?.();
  };

  const change = (open: boolean) => {
    if (open) return onOpenChange(true);
    if (changed) return finish();
    setValues(EMPTY);
    setErrors({});
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const found = checkChangePassword(values, passwordRule);
    setErrors(found);
    const first = firstProblem(ORDER, found);
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    lock.store.lock();
    const outcome = await submitting.run(values);
    if (outcome.ok) setChanged(true);
  };

  const field = (name: keyof ChangePasswordValues, label: string, placeholder: string, autoComplete: string) => (
    <PasswordField
      id={`${ids}-${name}`}
      label={label}
      placeholder={placeholder}
      autoComplete={autoComplete}
      value={values[name]}
      onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name] ? t(errors[name]) : undefined}
      required
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('accounts.password.changeTitle')}
      description={
        forced === 'default'
          ? t('accounts.password.mustChangeDefault')
          : forced === 'expired'
            ? t('accounts.password.mustChangeExpired')
            : undefined
      }
      dismissible={!forced || changed}
      size="sm"
    >
      {changed ? (
        <>
          <p role="status" className={shared.formSuccess}>
            {t('accounts.password.changeSuccess')}
          </p>
          <div className={shared.actionsEnd}>
            <Button onClick={finish}>{t('common.confirm')}</Button>
          </div>
        </>
      ) : (
        <form className={shared.form} onSubmit={submit} noValidate aria-busy={locked || undefined}>
          {field('oldPassword', t('accounts.password.old'), t('accounts.password.oldPlaceholder'), 'current-password')}
          {field('newPassword', t('accounts.password.new'), t('accounts.password.newPlaceholder'), 'new-password')}
          {field(
            'confirmNewPassword',
            t('accounts.password.confirmNew'),
            t('accounts.password.confirmNewPlaceholder'),
            'new-password',
          )}
          <div className={shared.actionsEnd}>
            <Button type="submit" loading={locked}>
              {t('common.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
