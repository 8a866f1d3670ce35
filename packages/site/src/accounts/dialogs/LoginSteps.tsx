import {
  Button,
  ChangePasswordDialog,
  type ChangePasswordValues,
  Dialog,
  SecondFactorDialog,
  type SecondFactorValues,
  useT,
} from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { usePlatform } from '../../app/platform.context';
import { accountQueries } from '../accounts.queries';
import type { AccountDialog } from '../accounts.store';
import type { LoginValue } from '../accounts.types';
import { useAccounts } from '../useAccounts';
import * as styles from './dialogs.css';

type DialogOf<K extends AccountDialog['kind']> = Extract<AccountDialog, { kind: K }>;

/** The open dialog when it is of `kind` (the host renders a step only for its own kind). */
function useStep<K extends AccountDialog['kind']>(kind: K): DialogOf<K> | null {
  const { store } = useAccounts();
  const dialog = store.dialog;
  return dialog?.kind === kind ? (dialog as DialogOf<K>) : null;
}

/**
 * The second factor (player-site §4, login_verify_required): the account's methods (E, G, S, P), codes counting
 * down to the server's expirationTime, then a confirmation; closing it runs the after-login action.
 */
export function SecondFactorStep() {
  const platform = usePlatform();
  const accounts = useAccounts();
  const step = useStep('secondFactor');
  const verified = useRef<LoginValue | null>(null);
  if (!step) return null;
  const { credentials, challenge } = step;
  const { username, password, firebaseIdToken } = credentials;

  const verify = async (values: SecondFactorValues) => {
    try {
      verified.current = await platform.api.accounts.verify(
        { username, password, ...values, ...(firebaseIdToken ? { firebaseIdToken } : {}) },
        { quiet: true },
      );
    } catch (error) {
      accounts.login.warn(error);
      throw error;
    }
  };

  return (
    <SecondFactorDialog
      open
      onOpenChange={(open) => (open ? undefined : accounts.store.close('secondFactor'))}
      methods={challenge.methods}
      expirationTime={challenge.expirationTime}
      maskedEmail={challenge.maskedEmail}
      maskedMobile={challenge.maskedMobile}
      onResendCode={(method) => platform.api.accounts.sendVerifyCode({ username, password, method }, { quiet: true })}
      onResendError={(error) => accounts.login.warn(error, 'warning')}
      onVerify={verify}
      onDone={() => {
        const result = verified.current;
        verified.current = null;
        if (result) void accounts.login.completeLogin(result, { username, password });
      }}
      clock={platform.clock}
    />
  );
}

/**
 * After a phone registration the server chose the password (NOTES.md: the merchant's default, never in the bundle)
 * and the forced change asks for it as the current password: the player sees it here first, with a copy button.
 */
export function StartingPasswordStep() {
  const t = useT();
  const accounts = useAccounts();
  const step = useStep('startingPassword');
  const [copied, setCopied] = useState(false);
  if (!step) return null;
  const next = () => accounts.store.open({ kind: 'forcedChange', reason: step.reason });
  const copy = () => {
    void navigator.clipboard?.writeText(step.password).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : next())}
      title={t('accounts.register.success')}
      description={t('accounts.startingPasswordHint')}
      dismissible={false}
      size="sm"
      footer={<Button onClick={next}>{t('common.next')}</Button>}
    >
      <dl className={styles.facts}>
        <dt>{t('accounts.login.username')}</dt>
        <dd>
          <code>{step.username}</code>
        </dd>
        <dt>{t('accounts.startingPassword')}</dt>
        <dd className={styles.withAction}>
          <code data-testid="starting-password">{step.password}</code>
          <Button tone="secondary" size="sm" onClick={copy}>
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
        </dd>
      </dl>
    </Dialog>
  );
}

/**
 * The forced change (player-site §4): the login is kept as pending and completes only after the change, then goes
 * to /index. The dialog cannot be dismissed before the change succeeds.
 */
export function ForcedChangeStep() {
  const platform = usePlatform();
  const accounts = useAccounts();
  const step = useStep('forcedChange');
  const status = useQuery(bootstrapQueries.status(platform));
  if (!step) return null;
  const change = async (values: ChangePasswordValues) => {
    try {
      await platform.api.accounts.changePassword(values, { quiet: true });
    } catch (error) {
      accounts.login.warn(error);
      throw error;
    }
  };
  return (
    <ChangePasswordDialog
      open
      forced={step.reason}
      onOpenChange={(open) => (open ? undefined : accounts.store.close('forcedChange'))}
      onSubmit={change}
      onDone={() => accounts.login.completeForcedChange()}
      passwordRule={status.data?.register.fields.password ?? null}
      clock={platform.clock}
    />
  );
}

/**
 * The first-login action (player-site §4 "Success with firstTimeLogin triggers a first-login action"; the spec does
 * not say which): a welcome that points a new player to the member centre's security settings, listing what their
 * account still lacks for a withdrawal (phone, e-mail, payment password) from member info: a player who registered
 * with a phone number is not asked to add one. Until member info arrives, the general advice.
 */
export function FirstLoginStep() {
  const t = useT();
  const platform = usePlatform();
  const accounts = useAccounts();
  const step = useStep('firstLogin');
  const info = useQuery({ ...accountQueries.memberInfo(platform), enabled: step !== null });
  if (!step) return null;
  const close = () => accounts.store.close('firstLogin');
  const missing = info.data ? firstLoginTodo(info.data) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('accounts.firstLoginTitle', { name: step.name })}
      description={
        missing === null
          ? t('accounts.firstLoginBody')
          : missing.length > 0
            ? t('accounts.firstLoginReady')
            : t('accounts.firstLoginAllSet')
      }
      size="sm"
      footer={
        <>
          <Button tone="secondary" onClick={close}>
            {t('accounts.firstLoginLater')}
          </Button>
          <Button
            onClick={() => {
              close();
              platform.ui.openDialog({ kind: 'memberCentre', page: 'securityCenter' });
            }}
          >
            {t('accounts.firstLoginSecurity')}
          </Button>
        </>
      }
    >
      {missing && missing.length > 0 ? (
        <ul className={styles.todoList}>
          {missing.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}

/** What a new account still lacks for a withdrawal, as message keys, in the Security Center's order. */
export function firstLoginTodo(info: { mobileNo: string | null; email: string | null; hasPaymentPassword: boolean }) {
  const todo: (
    | 'accounts.firstLoginAddPhone'
    | 'accounts.firstLoginAddEmail'
    | 'accounts.firstLoginSetPaymentPassword'
  )[] = [];
  if (!info.mobileNo) todo.push('accounts.firstLoginAddPhone');
  if (!info.email) todo.push('accounts.firstLoginAddEmail');
  if (!info.hasPaymentPassword) todo.push('accounts.firstLoginSetPaymentPassword');
  return todo;
}
