import { type FormEvent, useId, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { NativeSelect, type NativeSelectOption } from '../../primitives/native-select/NativeSelect';
import { PasswordField } from '../../primitives/password-field/PasswordField';
import { TextField } from '../../primitives/text-field/TextField';
import { useFocusRequest } from '../../shared/useFocusRequest';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as shared from '../shared/widgets.css';

export interface FundChoice {
  /** The value's name in `FundValues.choices` (channel, from, to). */
  name: string;
  label: string;
  options: readonly NativeSelectOption[];
}

export interface FundValues {
  amount: number;
  /** The chosen option of each choice, by name. */
  choices: Record<string, string>;
  /** Only when the form asks for it. */
  paymentPassword?: string;
  remarks?: string;
}

export type FundField = 'amount' | 'paymentPassword' | 'remarks' | string;

/**
 * The app's answer: done (amount and password clear; `message` says so beside the button), or a refusal in words,
 * under a field when it names one.
 */
export type FundOutcome = { ok: true; message?: string } | { ok: false; message: string; field?: FundField };

export interface FundFormProps {
  /** Selects before the amount (a deposit channel; the wallets of a transfer). */
  choices?: readonly FundChoice[];
  /** The amount's limits: at least `min`, at most `max` (both inclusive), when known. */
  min?: number | null;
  max?: number | null;
  currency: CurrencyFormat;
  /** Asks for the payment password (withdrawals, transfers to the upline). */
  paymentPassword?: boolean;
  /** Offers a note of up to 100 characters. */
  remarks?: boolean;
  submitLabel: string;
  /** Checks beyond the form's own (two wallets that are the same...): an i18n message, or null. */
  check?: (values: FundValues) => { message: string; field: FundField } | null;
  onSubmit: (values: FundValues) => Promise<FundOutcome>;
  disabled?: boolean;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A money form of the member centre (deposit, withdraw, transfer to the upline, transfer between wallets): the
 * selects, the amount within its limits (at most 2 decimals), the payment password when asked, an optional note.
 * Problems are checked in the order of the fields and focus goes to the first; a refusal keeps what was typed.
 */
export function FundForm(props: FundFormProps) {
  const { choices = [], min, max, currency, paymentPassword, remarks, submitLabel, check, onSubmit, disabled } = props;
  const t = useT();
  const { language } = useLanguage();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const money = (value: number) => formatAmount(value, currency, language);

  const idPrefix = useId();
  const focus = useFocusRequest(
    (field) =>
      form.current?.querySelector<HTMLElement>(`input[name="${field}"]`) ??
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}${field}`)}`),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    setDone(null);
    const found: Record<string, string> = {};
    for (const choice of choices)
      if (!chosen[choice.name]) found[choice.name] = t('member.form.choose', { name: choice.label });
    const value = Number(amount);
    if (amount.trim() === '') found.amount = t('member.form.amountRequired');
    else if (!AMOUNT.test(amount.trim()) || value <= 0) found.amount = t('member.form.amountInvalid');
    else if (min != null && value < min) found.amount = t('member.form.amountMin', { min: money(min) });
    else if (max != null && value > max) found.amount = t('member.form.amountMax', { max: money(max) });
    if (paymentPassword && password === '') found.paymentPassword = t('br_enter_moneypwd');
    const values: FundValues = {
      amount: value,
      choices: chosen,
      ...(paymentPassword ? { paymentPassword: password } : {}),
      ...(remarks && note.trim() ? { remarks: note.trim() } : {}),
    };
    if (Object.keys(found).length === 0) {
      const extra = check?.(values);
      if (extra) found[extra.field] = extra.message;
    }
    setErrors(found);
    const first = [...choices.map((choice) => choice.name), 'amount', 'paymentPassword', 'remarks'].find(
      (f) => found[f],
    );
    if (first) {
      focus(first);
      return;
    }
    setSending(true);
    try {
      const outcome = await onSubmit(values);
      if (outcome.ok) {
        setAmount('');
        setPassword('');
        setNote('');
        setDone(outcome.message ?? null);
      } else if (outcome.field) {
        setErrors({ [outcome.field]: outcome.message });
        focus(outcome.field);
      } else setRefusal(outcome.message);
    } finally {
      setSending(false);
    }
  };

  const limits = min != null && max != null ? t('member.form.limits', { min: money(min), max: money(max) }) : undefined;
  return (
    <form ref={form} className={shared.form} onSubmit={submit} noValidate>
      {choices.map((choice) => (
        <NativeSelect
          key={choice.name}
          id={`${idPrefix}${choice.name}`}
          label={choice.label}
          placeholder={t('member.form.choose', { name: choice.label })}
          options={choice.options}
          value={chosen[choice.name] ?? ''}
          onValueChange={(value) => setChosen((previous) => ({ ...previous, [choice.name]: value }))}
          error={errors[choice.name]}
          required
        />
      ))}
      <TextField
        name="amount"
        label={t('member.form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={(value) => setAmount(value.replace(/[^\d.]/g, ''))}
        hint={limits}
        error={errors.amount}
        required
      />
      {paymentPassword ? (
        <PasswordField
          name="paymentPassword"
          autoComplete="off"
          label={t('member.form.paymentPassword')}
          value={password}
          onValueChange={setPassword}
          error={errors.paymentPassword}
          required
        />
      ) : null}
      {remarks ? (
        <TextField
          name="remarks"
          label={t('member.form.remarks')}
          value={note}
          maxLength={100}
          onValueChange={setNote}
          error={errors.remarks}
        />
      ) : null}
      {refusal ? (
        <p className={shared.formError} role="alert">
          {refusal}
        </p>
      ) : null}
      {done ? (
        <p className={shared.formSuccess} role="status">
          {done}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" tone="primary" loading={sending} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
