import { checkField, type FieldConfig } from '@platform/validation';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { visuallyHidden } from '../../shared/a11y.css';
import { CentreForm, type CentreFormField, type FormOutcome } from '../centre/CentreForm';
import * as shared from '../shared/widgets.css';
import { Facts } from './Facts';
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
  onNicknameSave: (nickname: string) => Promise<FormOutcome>;
  /** The club (VIP) label and the progress to the next one; null while loading or without a club. */
  clubLabel: string | null;
  rank: RankProgress | null;
  /** Opens the change-password dialog. */
  onChangePassword: () => void;
  hasPaymentPassword: boolean;
  /** The merchant's payment password rule (register field config), when known. */
  paymentPasswordRule?: FieldConfig | null;
  onPaymentPasswordSave: (values: PaymentPasswordValues) => Promise<FormOutcome>;
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
  // The field starts with the nickname the page opened with, and keeps what was saved.
  return (
    <CentreForm
      fields={[
        {
          name: 'nickname',
          label: t('member.security.nickname'),
          kind: 'text',
          initial: nickname,
          keep: true,
          maxLength: 64,
          requiredMessage: t('member.security.nicknameRequired'),
        },
      ]}
      submitLabel={t('member.security.saveNickname')}
      doneMessage={t('member.security.saved')}
      // The one field is where any refusal belongs.
      onSubmit={async ({ nickname: value = '' }) => {
        const outcome = await onSave(value);
        return outcome.ok ? { ok: true } : { ...outcome, field: 'nickname' };
      }}
    />
  );
}

function PaymentPasswordForm(props: {
  hasPaymentPassword: boolean;
  rule: FieldConfig | null;
  onSave: SecurityCentreProps['onPaymentPasswordSave'];
}) {
  const { hasPaymentPassword, rule, onSave } = props;
  const t = useT();
  const id = useId();
  const password = (name: keyof PaymentPasswordValues, label: string, requiredMessage?: string): CentreFormField => ({
    name,
    label,
    kind: 'password',
    autoComplete: name === 'loginPassword' ? 'current-password' : 'new-password',
    requiredMessage,
  });
  const fields: CentreFormField[] = [
    password('loginPassword', t('member.payment.loginPassword'), t('member.payment.loginRequired')),
    ...(hasPaymentPassword ? [password('oldPaymentPassword', t('member.payment.old'), t('br_enter_moneypwd'))] : []),
    {
      ...password('paymentPassword', t('member.payment.new'), t('member.payment.newRequired')),
      validate: (value) => {
        if (!rule) return null;
        const issue = checkField('paymentPassword', value, { ...rule, enabled: true, required: true });
        return issue ? (issue.serverMessage ?? t(issue.key, issue.params)) : null;
      },
    },
    {
      ...password('confirmPaymentPassword', t('member.payment.confirm')),
      required: false,
      // Said only once the new password itself is right.
      validate: (value, values, found) =>
        !found.paymentPassword && value !== values.paymentPassword ? t('member.payment.mismatch') : null,
    },
  ];
  const title = hasPaymentPassword ? t('member.payment.change') : t('member.payment.set');
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h3>
      <CentreForm
        fields={fields}
        submitLabel={title}
        doneMessage={t('member.payment.saved')}
        onSubmit={(values) =>
          onSave({
            loginPassword: values.loginPassword ?? '',
            ...(hasPaymentPassword ? { oldPaymentPassword: values.oldPaymentPassword ?? '' } : {}),
            paymentPassword: values.paymentPassword ?? '',
            confirmPaymentPassword: values.confirmPaymentPassword ?? '',
          })
        }
      />
    </section>
  );
}
