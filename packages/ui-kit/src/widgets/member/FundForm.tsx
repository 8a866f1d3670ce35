import { useLanguage, useT } from '../../i18n/I18nProvider';
import type { NativeSelectOption } from '../../primitives/native-select/NativeSelect';
import { CentreForm, type CentreFormField, type FormOutcome } from '../centre/CentreForm';
import { type CurrencyFormat, formatAmount } from '../shared/money';

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
export type FundOutcome = FormOutcome;

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

const valuesOf = (choices: readonly FundChoice[], cleaned: Readonly<Record<string, string>>, props: FundFormProps) => {
  const values: FundValues = {
    amount: Number(cleaned.amount),
    choices: Object.fromEntries(choices.map((choice) => [choice.name, cleaned[choice.name] ?? ''])),
  };
  if (props.paymentPassword) values.paymentPassword = cleaned.paymentPassword ?? '';
  if (props.remarks && cleaned.remarks) values.remarks = cleaned.remarks;
  return values;
};

/**
 * A money form of the member centre (deposit, withdraw, transfer to the upline, transfer between wallets) on the
 * centres' one form: the selects, the amount within its limits (at most the currency's decimals: none for VND), the payment password when asked,
 * an optional note of up to 100 characters. The selects stay chosen after a success; the rest clears.
 */
export function FundForm(props: FundFormProps) {
  const { choices = [], min, max, currency, paymentPassword, remarks, submitLabel, check, onSubmit, disabled } = props;
  const t = useT();
  const { language } = useLanguage();
  const money = (value: number) => formatAmount(value, currency, language);
  const fields: CentreFormField[] = [
    ...choices.map(
      (choice): CentreFormField => ({
        name: choice.name,
        label: choice.label,
        kind: 'select',
        options: choice.options,
        placeholder: t('member.form.choose', { name: choice.label }),
        requiredMessage: t('member.form.choose', { name: choice.label }),
      }),
    ),
    {
      name: 'amount',
      label: t('member.form.amount'),
      kind: 'amount',
      currency: currency.currency,
      requiredMessage: t('member.form.amountRequired'),
      min,
      max,
      formatLimit: money,
      accept: (typed) => typed.replace(/[^\d.]/g, ''),
      hint: min != null && max != null ? t('member.form.limits', { min: money(min), max: money(max) }) : undefined,
    },
  ];
  if (paymentPassword)
    fields.push({
      name: 'paymentPassword',
      label: t('member.form.paymentPassword'),
      kind: 'password',
      autoComplete: 'off',
      requiredMessage: t('br_enter_moneypwd'),
    });
  if (remarks)
    fields.push({ name: 'remarks', label: t('member.form.remarks'), kind: 'text', required: false, maxLength: 100 });
  return (
    <CentreForm
      fields={fields}
      submitLabel={submitLabel}
      disabled={disabled}
      check={check ? (cleaned) => check(valuesOf(choices, cleaned, props)) : undefined}
      onSubmit={(cleaned) => onSubmit(valuesOf(choices, cleaned, props))}
    />
  );
}
