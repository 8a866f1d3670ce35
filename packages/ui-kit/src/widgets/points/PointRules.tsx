import { type ConvertField, normaliseConvertAmount, validateConvert } from '@platform/validation';
import { type FormEvent, Fragment, useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { PasswordField } from '../../primitives/password-field/PasswordField';
import { TextField } from '../../primitives/text-field/TextField';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as shared from '../shared/widgets.css';
import * as styles from './points.css';
import { formatPoints, formatRate } from './points.format';
import type { PointRates } from './points.types';

export interface ConvertValues {
  amount: number;
  password: string;
}

/** The app's answer to a conversion: done (the form clears), or a refusal in words. */
export type ConvertOutcome = { ok: true } | { ok: false; message: string; field?: ConvertField };

export interface PointRulesProps {
  /** The point config, or null while loading. */
  rates: PointRates | null;
  /** The player's points, for the amount's hint. */
  available: number | null;
  currency: CurrencyFormat;
  /** Sends the conversion (encrypted by the app). */
  onConvert: (values: ConvertValues) => Promise<ConvertOutcome>;
}

const RATE_ROWS = ['liveBet', 'lottoBet', 'pvpBet', 'rngBet', 'sportBet', 'redeem', 'deposit'] as const;

/**
 * Rules and conversion (points §2, §4, §5): the exchange and earning rates as percents with 2 decimals, and the
 * conversion form: an amount of at least 1 (lower amounts become 1 when the box is left), the payment password, and
 * what the player will receive at the exchange rate.
 */
export function PointRules({ rates, available, currency, onConvert }: PointRulesProps) {
  const t = useT();
  const { language } = useLanguage();
  const [amount, setAmount] = useState('1');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ConvertField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const points = Number(amount);
  // Rounded once, by formatAmount, to the currency's digits: a first rounding to cents would round a VND amount twice.
  const receive = rates && Number.isFinite(points) ? points * rates.pointExchangeRate : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    const check = validateConvert({ amount, password }, { available });
    if (!check.ok) {
      const shown: Partial<Record<ConvertField, string>> = {};
      for (const issue of check.issues) shown[issue.field] ??= t(issue.key, issue.params);
      setErrors(shown);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const outcome = await onConvert({ amount: Number(amount), password });
      if (outcome.ok) {
        setAmount('1');
        setPassword('');
      } else if (outcome.field) setErrors({ [outcome.field]: outcome.message });
      else setRefusal(outcome.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.rules}>
      <section className={styles.section} aria-labelledby="points-rates">
        <h2 id="points-rates" className={styles.sectionTitle}>
          {t('points.rules.rates')}
        </h2>
        <dl className={styles.details} aria-busy={rates === null || undefined}>
          <dt className={styles.term}>{t('points.rules.exchange')}</dt>
          <dd className={styles.definition}>{rates ? formatRate(rates.pointExchangeRate, language) : '—'}</dd>
          {RATE_ROWS.map((row) => (
            <Fragment key={row}>
              <dt className={styles.term}>{t(`points.rules.${row}`)}</dt>
              <dd className={styles.definition}>{rates ? formatRate(rates[row], language) : '—'}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="points-convert">
        <h2 id="points-convert" className={styles.sectionTitle}>
          {t('points.convert.title')}
        </h2>
        <form className={shared.form} onSubmit={submit} noValidate>
          <TextField
            name="amount"
            label={t('points.convert.amount')}
            inputMode="numeric"
            value={amount}
            onValueChange={(value) => setAmount(value.replace(/[^\d]/g, ''))}
            onBlur={() => setAmount(String(normaliseConvertAmount(amount)))}
            hint={available === null ? undefined : `${t('points.balance')}: ${formatPoints(available, language)}`}
            error={errors.amount}
            required
          />
          <PasswordField
            name="password"
            autoComplete="off"
            label={t('points.redeem.paymentPassword')}
            value={password}
            onValueChange={setPassword}
            error={errors.password}
            required
          />
          {receive !== null ? (
            <p className={styles.cost} aria-live="polite">
              {t('points.convert.receive', { money: formatAmount(receive, currency, language) })}
            </p>
          ) : null}
          {refusal ? (
            <p className={shared.formError} role="alert">
              {refusal}
            </p>
          ) : null}
          <div className={shared.actions}>
            <Button type="submit" tone="primary" loading={sending}>
              {t('points.convert.submit')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
