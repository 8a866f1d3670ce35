import { checkField, type FieldConfig } from '@platform/validation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { PasswordField } from '../../primitives/password-field/PasswordField';
import { TextField } from '../../primitives/text-field/TextField';
import { visuallyHidden } from '../../shared/a11y.css';
import * as shared from '../shared/widgets.css';
import { Facts } from './Facts';
import type { FundOutcome } from './FundForm';
import * as styles from './member.css';

/** The spec's profile icons (points §9 "avatar icons 9"). */
export const PROFILE_ICON_COUNT = 9;

export interface RankProgress {
  labelName: string | null;
  nextLabelName: string | null;
  completed: number;
  total: number;
}

export interface PaymentPasswordValues {
  loginPassword: string;
  /** Only when one is set already. */
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

export interface SecurityCentreProps {
  account: string;
  nickname: string;
  /** The chosen profile icon (1 to 9), or null for an image address or none. */
  avatar: number | null;
  /** Where icon `n` is drawn from. */
  avatarSrc: (icon: number) => string;
  /** Chooses an icon; the frame keeps the choice even if saving fails (the spec ignores avatar failures). */
  onAvatarChange: (icon: number) => void;
  onNicknameSave: (nickname: string) => Promise<FundOutcome>;
  /** The club (VIP) label and the progress to the next one; null while loading or without a club. */
  clubLabel: string | null;
  rank: RankProgress | null;
  /** Opens the change-password dialog. */
  onChangePassword: () => void;
  hasPaymentPassword: boolean;
  /** The merchant's payment password rule (register field config), when known. */
  paymentPasswordRule?: FieldConfig | null;
  onPaymentPasswordSave: (values: PaymentPasswordValues) => Promise<FundOutcome>;
}

/**
 * securityCenter, "my account" (points §2, §3): the profile icon (one of 9), the nickname, the club label with the
 * progress to the next rank, the login password (the change dialog) and the payment password, set or changed.
 */
export function SecurityCentre(props: SecurityCentreProps) {
  const t = useT();
  const { account, avatar, avatarSrc, onAvatarChange, clubLabel, rank } = props;
  const [chosen, setChosen] = useState(avatar);
  useEffect(() => setChosen(avatar), [avatar]);
  const iconsId = useId();
  const percent = rank && rank.total > 0 ? Math.round((rank.completed / rank.total) * 100) : 0;

  return (
    <>
      <section className={styles.section} aria-labelledby={`${iconsId}-profile`}>
        <h3 id={`${iconsId}-profile`} className={styles.sectionTitle}>
          {t('member.security.profile')}
        </h3>
        <Facts
          facts={[
            { label: t('member.security.account'), value: account },
            { label: t('member.security.club'), value: clubLabel ?? '—' },
          ]}
        />
        <fieldset className={styles.avatars}>
          <legend className={styles.factLabel}>{t('member.security.avatar')}</legend>
          {Array.from({ length: PROFILE_ICON_COUNT }, (_, index) => index + 1).map((icon) => (
            <label key={icon} className={styles.avatarChoice} data-checked={chosen === icon || undefined}>
              <input
                type="radio"
                name={`${iconsId}-avatar`}
                className={visuallyHidden}
                checked={chosen === icon}
                onChange={() => {
                  setChosen(icon);
                  onAvatarChange(icon);
                }}
              />
              <img
                className={styles.avatarImage}
                src={avatarSrc(icon)}
                alt={t('member.security.avatarIcon', { n: icon })}
                width={48}
                height={48}
              />
            </label>
          ))}
        </fieldset>
        <NicknameForm nickname={props.nickname} onSave={props.onNicknameSave} />
      </section>
      <section className={styles.section} aria-labelledby={`${iconsId}-password`}>
        <h3 id={`${iconsId}-password`} className={styles.sectionTitle}>
          {t('member.security.loginPassword')}
        </h3>
        <div className={shared.actions}>
          <Button tone="secondary" onClick={props.onChangePassword}>
            {t('member.security.changePassword')}
          </Button>
        </div>
      </section>
      <PaymentPasswordForm
        hasPaymentPassword={props.hasPaymentPassword}
        rule={props.paymentPasswordRule ?? null}
        onSave={props.onPaymentPasswordSave}
      />
      {rank ? (
        <section className={styles.section} aria-labelledby={`${iconsId}-rank`}>
          <h3 id={`${iconsId}-rank`} className={styles.sectionTitle}>
            {t('member.security.rank')}
          </h3>
          <p className={shared.muted}>
            {rank.nextLabelName
              ? t('member.security.rankNext', { next: rank.nextLabelName, done: rank.completed, total: rank.total })
              : t('member.security.rankTop')}
          </p>
          <div
            className={styles.progressTrack}
            role="progressbar"
            aria-label={t('member.security.rank')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className={styles.progressBar} style={{ width: `${percent}%` }} />
          </div>
        </section>
      ) : null}
    </>
  );
}

function NicknameForm({ nickname, onSave }: { nickname: string; onSave: SecurityCentreProps['onNicknameSave'] }) {
  const t = useT();
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => setValue(nickname), [nickname]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const trimmed = value.trim();
    if (trimmed === '') return setError(t('member.security.nicknameRequired'));
    setError(null);
    setSending(true);
    try {
      const outcome = await onSave(trimmed);
      if (outcome.ok) setDone(true);
      else setError(outcome.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <form className={shared.form} onSubmit={submit} noValidate>
      <TextField
        name="nickname"
        label={t('member.security.nickname')}
        value={value}
        maxLength={64}
        onValueChange={setValue}
        error={error ?? undefined}
        required
      />
      {done ? (
        <p className={shared.formSuccess} role="status">
          {t('member.security.saved')}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" tone="primary" loading={sending}>
          {t('member.security.saveNickname')}
        </Button>
      </div>
    </form>
  );
}

type PaymentField = keyof PaymentPasswordValues;
const PAYMENT_ORDER: readonly PaymentField[] = [
  'loginPassword',
  'oldPaymentPassword',
  'paymentPassword',
  'confirmPaymentPassword',
];

function PaymentPasswordForm(props: {
  hasPaymentPassword: boolean;
  rule: FieldConfig | null;
  onSave: SecurityCentreProps['onPaymentPasswordSave'];
}) {
  const { hasPaymentPassword, rule, onSave } = props;
  const t = useT();
  const id = useId();
  const empty = { loginPassword: '', oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const set = (field: PaymentField) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(null);
    setDone(false);
    const found: Partial<Record<PaymentField, string>> = {};
    if (!values.loginPassword) found.loginPassword = t('member.payment.loginRequired');
    if (hasPaymentPassword && !values.oldPaymentPassword) found.oldPaymentPassword = t('br_enter_moneypwd');
    if (!values.paymentPassword) found.paymentPassword = t('member.payment.newRequired');
    else if (rule) {
      const issue = checkField('paymentPassword', values.paymentPassword, { ...rule, enabled: true, required: true });
      if (issue) found.paymentPassword = issue.serverMessage ?? t(issue.key, issue.params);
    }
    if (!found.paymentPassword && values.confirmPaymentPassword !== values.paymentPassword)
      found.confirmPaymentPassword = t('member.payment.mismatch');
    setErrors(found);
    const first = PAYMENT_ORDER.find((field) => found[field]);
    if (first) {
      form.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const outcome = await onSave({
        loginPassword: values.loginPassword,
        ...(hasPaymentPassword ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
        paymentPassword: values.paymentPassword,
        confirmPaymentPassword: values.confirmPaymentPassword,
      });
      if (outcome.ok) {
        setValues(empty);
        setDone(true);
      } else if (outcome.field && PAYMENT_ORDER.includes(outcome.field as PaymentField))
        setErrors({ [outcome.field]: outcome.message });
      else setRefusal(outcome.message);
    } finally {
      setSending(false);
    }
  };

  const field = (name: PaymentField, label: string) => (
    <PasswordField
      name={name}
      autoComplete={name === 'loginPassword' ? 'current-password' : 'new-password'}
      label={label}
      value={values[name] ?? ''}
      onValueChange={set(name)}
      error={errors[name]}
      required
    />
  );
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {hasPaymentPassword ? t('member.payment.change') : t('member.payment.set')}
      </h3>
      <form className={shared.form} onSubmit={submit} noValidate>
        {field('loginPassword', t('member.payment.loginPassword'))}
        {hasPaymentPassword ? field('oldPaymentPassword', t('member.payment.old')) : null}
        {field('paymentPassword', t('member.payment.new'))}
        {field('confirmPaymentPassword', t('member.payment.confirm'))}
        {refusal ? (
          <p className={shared.formError} role="alert">
            {refusal}
          </p>
        ) : null}
        {done ? (
          <p className={shared.formSuccess} role="status">
            {t('member.payment.saved')}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" tone="primary" loading={sending}>
            {hasPaymentPassword ? t('member.payment.change') : t('member.payment.set')}
          </Button>
        </div>
      </form>
    </section>
  );
}
