import type { SmsSendResult } from '@platform/countdown';
import {
  type RegistrationField,
  type RegistrationFieldConfigs,
  type RegistrationIssueField,
  type RegistrationMode,
  type RegistrationValues,
  validateSendCode,
} from '@platform/validation';
import { type FormEvent, type MouseEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/button/Button';
import { Checkbox } from '../../../primitives/checkbox/Checkbox';
import { Tabs } from '../../../primitives/tabs/Tabs';
import { TextField } from '../../../primitives/text-field/TextField';
import { cx } from '../../../shared/cx';
import { translateWithNodes } from '../../shared/interpolate';
import { SmsCodeButton } from '../../shared/SmsCodeButton';
import { type CountdownRuntime, useSmsCodeMachine } from '../../shared/useCountdownMachine';
import { usePendingAction } from '../../shared/usePendingAction';
import * as shared from '../../shared/widgets.css';
import type { WidgetCaptcha } from '../login/captcha.slot';
import { RegistrationFieldInput } from './RegistrationFieldInput';
import * as styles from './registration.css';
import { effectiveConfig, registrationModes, shownFields, type TypedRegistrationField } from './registration.fields';
import {
  isIssueList,
  type RegistrationIssue,
  type RegistrationState,
  registrationProblems,
  registrationValues,
  visibleProblems,
} from './registration.rules';

/** A stable empty list, so the shown fields are not recomputed on every render. */
const NO_FIELDS: readonly RegistrationField[] = [];

/** What a registration sends; `referralCode` is the code from the link (not a configured field). */
export interface RegistrationSubmitValues {
  mode: RegistrationMode;
  values: RegistrationValues;
  referralCode?: string;
}

export interface RegistrationFormProps extends CountdownRuntime {
  /** The server's field configs, normalised (`normaliseFieldConfig` of @platform/validation). */
  fields: RegistrationFieldConfigs;
  /** Modes the merchant enables; the toggle shows only with both. @default ['username'] */
  modes?: readonly RegistrationMode[];
  defaultMode?: RegistrationMode;
  /** The image captcha, when the merchant enables it (`required` true). */
  captcha?: WidgetCaptcha;
  /** The bot check: drawn by the site, `passed` once it passes (reset it after a failed registration). */
  botCheck?: { passed: boolean; render: () => ReactNode };
  /** The user agreement page. */
  agreementHref: string;
  /** Called when the agreement link is followed (e.g. to open it in a dialog: call `event.preventDefault()`). */
  onAgreementClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** From the link (affiliateCode): prefilled and read-only. */
  affiliateCode?: string;
  /** From the link (referralCode or r): shown read-only and sent with the values. */
  referralCode?: string;
  /** Fields the site hides (an affiliate code that failed its check, when not required: points §8). */
  hiddenFields?: readonly RegistrationField[];
  /** Sends the SMS code to the mobile number (120 s countdown). */
  onSendSmsCode?: (mobile: string) => Promise<SmsSendResult | undefined>;
  onSmsCodeError?: (error: unknown) => void;
  /**
   * Registers, once every local rule passes. A promise keeps the form busy; resolving with a list of
   * `ValidationIssue`s (the affiliate check of `validateRegistrationSubmit`, a server field refusal) shows them.
   */
  onSubmit: (values: RegistrationSubmitValues) => unknown;
  /** Shows "Have an account? Log in". */
  onLogin?: () => void;
  className?: string;
}

/**
 * The registration form driven by the server's field configs (player-site §3, §4; points §5): each enabled field
 * with its limits, username or phone mode (toggle only when both are enabled), SMS code with countdown, captcha and
 * bot-check slots, agreement, and the link's affiliate and referral codes. Errors are @platform/validation's keys.
 */
export function RegistrationForm({
  fields,
  modes,
  defaultMode,
  captcha,
  botCheck,
  agreementHref,
  onAgreementClick,
  affiliateCode,
  referralCode,
  hiddenFields = NO_FIELDS,
  onSendSmsCode,
  onSmsCodeError,
  onSubmit,
  onLogin,
  clock,
  timers,
  className,
}: RegistrationFormProps) {
  const t = useT();
  const formId = useId();
  const offered = registrationModes(modes);
  const [state, setState] = useState<RegistrationState>(() => ({
    mode: defaultMode && offered.includes(defaultMode) ? defaultMode : (offered[0] ?? 'username'),
    values: affiliateCode ? { affiliateCode } : {},
    agreement: false,
  }));
  const [seen, setSeen] = useState<ReadonlySet<RegistrationIssueField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<RegistrationIssue[]>([]);
  const submitting = usePendingAction(onSubmit);
  const mobile = state.values.mobileNum ?? '';
  const sms = useSmsCodeMachine('register', () => onSendSmsCode?.(mobile.trim()) ?? Promise.resolve(undefined), {
    clock,
    timers,
    onError: onSmsCodeError,
  });

  const shown = useMemo(() => shownFields(fields, state.mode, hiddenFields), [fields, state.mode, hiddenFields]);
  const rules = { fields, shown, captchaEnabled: captcha?.required === true, botCheck };
  const problems = registrationProblems(state, rules);
  const visible = visibleProblems([...serverIssues, ...problems], seen, submitted);
  const message = (field: RegistrationIssueField) => {
    const problem = visible[field];
    return problem ? t(problem.key, problem.params) : undefined;
  };
  const controlId = (field: string) => `${formId}-${field}`;

  const setValue = (field: TypedRegistrationField | 'captcha', value: string) => {
    setState((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    // A server refusal is about the value it saw; editing the field takes it away.
    setServerIssues((current) => current.filter((issue) => issue.field !== field));
  };
  const markSeen = (field: RegistrationIssueField) => setSeen((current) => new Set(current).add(field));

  const sendCode = () => {
    const check = validateSendCode(mobile.trim(), fields.mobileNum);
    if (!check.ok) {
      setServerIssues((current) => [...current.filter((i) => i.field !== 'mobileNum'), check.issue]);
      markSeen('mobileNum');
      document.getElementById(controlId('mobileNum'))?.focus();
      return;
    }
    void sms.store.send();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.pending) return;
    setSubmitted(true);
    const [first] = problems;
    if (first) {
      document.getElementById(controlId(first.field))?.focus();
      return;
    }
    const outcome = await submitting.run({
      mode: state.mode,
      values: registrationValues(state, rules),
      ...(referralCode ? { referralCode } : {}),
    });
    if (outcome.ok && isIssueList(outcome.value)) {
      setServerIssues(outcome.value);
      const [refused] = outcome.value;
      if (refused) document.getElementById(controlId(refused.field))?.focus();
    }
  };

  const agreementLink = (
    <a
      className={shared.link}
      href={agreementHref}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onAgreementClick}
    >
      {t('accounts.register.userAgreement')}
    </a>
  );

  const form = (
    <form className={shared.form} onSubmit={submit} noValidate aria-busy={submitting.pending || undefined}>
      {shown.map((field) => {
        const config = effectiveConfig(field, fields, state.mode);
        if (!config) return null;
        const input = (
          <RegistrationFieldInput
            key={field}
            id={controlId(field)}
            field={field}
            config={config}
            value={state.values[field] ?? ''}
            onChange={(value) => setValue(field, value)}
            onBlur={() => markSeen(field)}
            error={message(field)}
            readOnly={field === 'affiliateCode' && Boolean(affiliateCode)}
          />
        );
        if (field !== 'verificationCode') return input;
        return (
          <div key={field} className={shared.fieldWithAction}>
            {input}
            <SmsCodeButton
              phase={sms.snapshot.phase}
              remainingSeconds={sms.snapshot.remainingSeconds}
              onSend={sendCode}
            />
          </div>
        );
      })}
      {referralCode ? (
        <TextField
          id={controlId('referralCode')}
          label={t('accounts.registerForm.referralCode')}
          value={referralCode}
          readOnly
        />
      ) : null}
      {captcha?.required
        ? captcha.render({
            value: state.values.captcha ?? '',
            onChange: (value) => setValue('captcha', value),
            error: message('captcha'),
            presentation: 'inline',
          })
        : null}
      {botCheck ? (
        <div id={controlId('botCheck')} tabIndex={-1}>
          {botCheck.render()}
          {message('botCheck') ? (
            <p role="alert" className={styles.slotError}>
              {message('botCheck')}
            </p>
          ) : null}
        </div>
      ) : null}
      <Checkbox
        id={controlId('agreement')}
        label={translateWithNodes(t, 'accounts.register.agreement', { agreement: agreementLink })}
        checked={state.agreement}
        onCheckedChange={(checked) => {
          setState((current) => ({ ...current, agreement: checked === true }));
          markSeen('agreement');
        }}
        error={message('agreement')}
        required
      />
      <Button type="submit" block loading={submitting.pending}>
        {t('accounts.register.submit')}
      </Button>
    </form>
  );

  return (
    <section className={cx(styles.root, className)} aria-label={t('accounts.register.title')}>
      {offered.length > 1 ? (
        <Tabs
          label={t('accounts.register.title')}
          value={state.mode}
          onValueChange={(mode) => {
            setState((current) => ({ ...current, mode: mode as RegistrationMode }));
            setSubmitted(false);
            setServerIssues([]);
          }}
          items={offered.map((mode) => ({
            value: mode,
            label: mode === 'mobile' ? t('accounts.register.modePhone') : t('accounts.register.modeUsername'),
            content: mode === state.mode ? form : null,
          }))}
        />
      ) : (
        form
      )}
      {onLogin ? (
        <p className={styles.footer}>
          {t('accounts.register.haveAccount')}
          <button type="button" className={shared.linkButton} onClick={onLogin}>
            {t('accounts.register.goLogin')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
