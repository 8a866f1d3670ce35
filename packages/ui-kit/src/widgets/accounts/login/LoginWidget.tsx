import type { SmsSendResult } from '@platform/countdown';
import type { PhoneRule } from '@platform/validation';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/button/Button';
import { Tabs } from '../../../primitives/tabs/Tabs';
import { cx } from '../../../shared/cx';
import { type CountdownRuntime, useSmsCodeMachine } from '../../shared/useCountdownMachine';
import { usePendingAction } from '../../shared/usePendingAction';
import * as shared from '../../shared/widgets.css';
import { CaptchaPopup } from './CaptchaPopup';
import type { WidgetCaptcha } from './captcha.slot';
import { LoginFieldset } from './LoginFieldset';
import * as styles from './login.css';
import {
  checkLogin,
  checkSmsMobile,
  EMPTY_LOGIN_FIELDS,
  type LoginErrors,
  type LoginField,
  type LoginFields,
  type LoginMode,
  type SocialChannel,
} from './login.rules';
import { SocialButtons } from './SocialButtons';

/** What a login sends: `type` sms carries the mobile number as `username` and the code as `password`. */
export interface LoginSubmitValues {
  type: LoginMode;
  username: string;
  password: string;
  captcha?: string;
}

export interface LoginCaptcha extends WidgetCaptcha {
  /**
   * `popup` is the captcha-only popup of the merchants with that flag (settings.login.captchaOnly): the captcha is
   * asked alone in a dialog once the fields pass. @default 'inline'
   */
  presentation?: 'inline' | 'popup';
}

export interface LoginWidgetProps extends CountdownRuntime {
  /** The modes the merchant offers (settings.login.modes); a toggle shows with two. @default ['username'] */
  modes?: readonly LoginMode[];
  /** @default the first of `modes` */
  defaultMode?: LoginMode;
  /** Logs in. A returned promise keeps the form busy; the captcha answer is cleared when it settles (single use). */
  onSubmit: (values: LoginSubmitValues) => unknown;
  /** Sends the SMS code (SMS mode): resolve with the answer's expiredMinutes / expirationTime, or reject. */
  onSendSmsCode?: (mobile: string) => Promise<SmsSendResult | undefined>;
  /** A failed code send: show the server's message as a warning (points §8). */
  onSmsCodeError?: (error: unknown) => void;
  /** The merchant's mobile rule (its mobileNum field config); 11 digits when absent. */
  mobileRule?: PhoneRule | null;
  /** The image captcha or bot check, when the server asks for one. */
  captcha?: LoginCaptcha;
  /** Shows the register button. */
  onRegister?: () => void;
  /** Shows the free demo button (merchants with FREEDEMO3: `settings.login.freeDemo`); a promise makes it busy. */
  onFreeDemo?: () => unknown;
  /** Shows the forgot-password link. */
  onForgotPassword?: () => void;
  /** Social sign-in buttons in order (settings.login.socialChannels). @default [] */
  socialChannels?: readonly SocialChannel[];
  onSocialLogin?: (channel: SocialChannel) => void;
  /** A refusal to show above the submit button (already translated), e.g. the server's message. */
  error?: ReactNode;
  className?: string;
}

/**
 * The login widget (player-site §2, §4, §5): username or SMS mode (switching clears the fields and the SMS
 * countdown), SMS code button with the 120 s countdown, a captcha slot (inline or the captcha-only popup), register,
 * free demo, forgot password and social buttons. Checks through @platform/validation before calling `onSubmit`.
 */
export function LoginWidget({
  modes = ['username'],
  defaultMode,
  onSubmit,
  onSendSmsCode,
  onSmsCodeError,
  mobileRule,
  captcha,
  onRegister,
  onFreeDemo,
  onForgotPassword,
  socialChannels = [],
  onSocialLogin,
  error,
  clock,
  timers,
  className,
}: LoginWidgetProps) {
  const t = useT();
  const [mode, setMode] = useState<LoginMode>(defaultMode ?? modes[0] ?? 'username');
  const [fields, setFields] = useState<LoginFields>(EMPTY_LOGIN_FIELDS);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [popupOpen, setPopupOpen] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const sms = useSmsCodeMachine('login', () => onSendSmsCode?.(fields.username.trim()) ?? Promise.resolve(undefined), {
    clock,
    timers,
    onError: onSmsCodeError,
  });
  const submitting = usePendingAction(onSubmit);
  const demo = usePendingAction(() => onFreeDemo?.());
  const presentation = captcha?.presentation ?? 'inline';
  const captchaRequired = captcha?.required === true;

  const update = (field: LoginField, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field === 'username' ? { ...current, username: undefined, form: undefined } : current));
  };

  const switchMode = (next: string) => {
    setMode(next as LoginMode);
    setFields(EMPTY_LOGIN_FIELDS);
    setErrors({});
    sms.store.reset();
  };

  const send = async (values: LoginSubmitValues) => {
    await submitting.run(values);
    setFields((current) => ({ ...current, captcha: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.pending) return;
    const captchaInForm = captchaRequired && presentation === 'inline';
    const result = checkLogin(fields, { mode, mobileRule, captchaInForm });
    if (!result.ok) {
      setErrors(result.errors);
      if (result.focus !== 'captcha') inputs.current[result.focus]?.focus();
      return;
    }
    setErrors({});
    if (captchaRequired && presentation === 'popup') {
      setPopupOpen(true);
      return;
    }
    void send(result.values);
  };

  const confirmPopup = async () => {
    const result = checkLogin(fields, { mode, mobileRule, captchaInForm: true });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    await send(result.values);
    setPopupOpen(false);
  };

  const sendCode = () => {
    const problem = checkSmsMobile(fields.username, mobileRule);
    if (problem) {
      setErrors({ username: problem });
      inputs.current.username?.focus();
      return;
    }
    void sms.store.send();
  };

  const captchaSlot = (where: 'inline' | 'popup') =>
    captcha?.render({
      value: fields.captcha,
      onChange: (value) => {
        update('captcha', value);
        setErrors((current) => ({ ...current, captcha: undefined }));
      },
      error: errors.captcha ? t(errors.captcha) : undefined,
      presentation: where,
    });

  const form = (
    <form className={shared.form} onSubmit={submit} noValidate aria-busy={submitting.pending || undefined}>
      <LoginFieldset
        mode={mode}
        fields={fields}
        errors={errors}
        inputs={inputs.current}
        onChange={update}
        sms={{ phase: sms.snapshot.phase, remainingSeconds: sms.snapshot.remainingSeconds, onSend: sendCode }}
      />
      {captchaRequired && presentation === 'inline' ? captchaSlot('inline') : null}
      {errors.form ? (
        <p role="alert" className={shared.formError}>
          {t(errors.form)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={shared.formError}>
          {error}
        </p>
      ) : null}
      {onForgotPassword ? (
        <div className={styles.row}>
          <button type="button" className={shared.linkButton} onClick={onForgotPassword}>
            {t('accounts.login.forgotPassword')}
          </button>
        </div>
      ) : null}
      <Button type="submit" block loading={submitting.pending && !popupOpen}>
        {t('accounts.login.submit')}
      </Button>
    </form>
  );

  return (
    <section className={cx(styles.root, className)} aria-label={t('accounts.login.title')}>
      {modes.length > 1 ? (
        <Tabs
          className={styles.modeTabs}
          label={t('accounts.login.title')}
          value={mode}
          onValueChange={switchMode}
          items={modes.map((value) => ({
            value,
            label: value === 'sms' ? t('accounts.login.modeSms') : t('accounts.login.modeUsername'),
            content: value === mode ? form : null,
          }))}
        />
      ) : (
        form
      )}
      {onRegister || onFreeDemo ? (
        <div className={styles.secondary}>
          {onRegister ? (
            <Button tone="secondary" onClick={onRegister}>
              {t('accounts.login.register')}
            </Button>
          ) : null}
          {onFreeDemo ? (
            <Button tone="accent" loading={demo.pending} onClick={() => void demo.run()}>
              {t('accounts.login.freeDemo')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {onSocialLogin ? (
        <SocialButtons channels={socialChannels} onSelect={onSocialLogin} disabled={submitting.pending} />
      ) : null}
      {captcha && presentation === 'popup' ? (
        <CaptchaPopup open={popupOpen} onOpenChange={setPopupOpen} onConfirm={confirmPopup} busy={submitting.pending}>
          {popupOpen ? captchaSlot('popup') : null}
        </CaptchaPopup>
      ) : null}
    </section>
  );
}
