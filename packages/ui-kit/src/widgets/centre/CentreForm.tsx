import { amountDigits, validateAmount } from '@platform/validation';
import { type FormEvent, type HTMLInputAutoCompleteAttribute, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { NativeSelect, type NativeSelectOption } from '../../primitives/native-select/NativeSelect';
import { PasswordField } from '../../primitives/password-field/PasswordField';
import { TextField } from '../../primitives/text-field/TextField';
import { useFocusRequest } from '../../shared/useFocusRequest';
import * as shared from '../shared/widgets.css';

/**
 * The app's answer to a centre form: done (what is not kept clears; `message` shows beside the button), or a refusal
 * in words, under the field it names (what was typed stays).
 */
export type FormOutcome = { ok: true; message?: string } | { ok: false; message: string; field?: string };

/** One field of a centre form, described by data. */
export interface CentreFormField {
  /** The value's name in what `onSubmit` receives. */
  name: string;
  /** Already translated. */
  label: string;
  /**
   * text and password: as typed (trimmed; passwords as typed); select: one of `options` (the first by default, none
   * when it has a placeholder); amount: positive with no more decimals than `currency` has (2 when unknown, none for
   * VND), within `min` and `max`; integer: a whole number of 1 and more.
   */
  kind: 'text' | 'password' | 'select' | 'amount' | 'integer';
  /** @default true */
  required?: boolean;
  /** What an empty required field says (already translated). @default "agent.form.required" with the label */
  requiredMessage?: string;
  options?: readonly NativeSelectOption[];
  /** A select's empty first choice: the select starts with nothing chosen. */
  placeholder?: string;
  /** The starting value (a preset account, a select's default). */
  initial?: string;
  maxLength?: number;
  hint?: string;
  /** @default "off" ("new-password" for passwords) */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** An amount's ISO 4217 currency: the decimals it accepts (VND none: "100.5" is refused, not rounded). @default 2 decimals */
  currency?: string | null;
  /** An amount's limits, both inclusive, with how a limit is written in the message. */
  min?: number | null;
  max?: number | null;
  formatLimit?: (value: number) => string;
  /** Drops what the field cannot hold as it is typed (an amount's letters). */
  accept?: (typed: string) => string;
  /**
   * A check of the cleaned value after the form's own: a message (already translated), or null. It sees every
   * cleaned value and the problems found in the fields before it.
   */
  validate?: (
    value: string,
    values: Readonly<Record<string, string>>,
    found: Readonly<Record<string, string>>,
  ) => string | null;
  /** Kept after a success (a select, the account a transfer goes to). @default false, except for selects */
  keep?: boolean;
}

export interface CentreFormProps {
  fields: readonly CentreFormField[];
  submitLabel: string;
  /** A check across fields once each field is right: the field it concerns and what to say, or null. */
  check?: (values: Readonly<Record<string, string>>) => { field: string; message: string } | null;
  /** The app's answer: done (cleared, `message` beside the button) or a refusal, under its field when it names one. */
  onSubmit: (values: Record<string, string>) => Promise<FormOutcome>;
  /** Said beside the button after a success whose answer has no message of its own. */
  doneMessage?: string;
  disabled?: boolean;
}

const INTEGER = /^[1-9]\d{0,8}$/;

// A currency without decimals gets the keypad without a point; the check still refuses a pasted "100.5".
const inputModeOf = (field: CentreFormField) => {
  if (field.kind === 'integer') return 'numeric';
  if (field.kind !== 'amount') return undefined;
  return amountDigits(field.currency) === 0 ? 'numeric' : 'decimal';
};

const startOf = (field: CentreFormField) =>
  field.initial ?? (field.kind === 'select' && !field.placeholder ? (field.options?.[0]?.value ?? '') : '');

const cleanedOf = (fields: readonly CentreFormField[], values: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? '';
      return [field.name, field.kind === 'password' ? value : value.trim()];
    }),
  );

/**
 * The one form of both centres (the member centre's money and security forms, the agent centre's accounts, red
 * envelopes, transfers and referral links), described by its fields: problems are checked in the order of the fields,
 * focus goes to the first, and a refusal from the server keeps what was typed, under the field it concerns.
 */
export function CentreForm({ fields, submitLabel, check, onSubmit, doneMessage, disabled }: CentreFormProps) {
  const t = useT();
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, startOf(field)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const focus = useFocusRequest((name) =>
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}${name}`)}`),
  );

  const problemOf = (field: CentreFormField, cleaned: Record<string, string>, found: Record<string, string>) => {
    const value = cleaned[field.name] ?? '';
    if (value === '') {
      // An optional field's own check still sees it empty (a confirmation left blank).
      if (field.required === false) return field.validate?.(value, cleaned, found) ?? null;
      return field.requiredMessage ?? t('agent.form.required', { name: field.label });
    }
    if (field.kind === 'amount') {
      const amount = Number(value);
      const write = field.formatLimit ?? String;
      const checked = validateAmount(value, { currency: field.currency });
      if (!checked.ok) return t(checked.key, checked.issue.params);
      if (field.min != null && amount < field.min) return t('member.form.amountMin', { min: write(field.min) });
      if (field.max != null && amount > field.max) return t('member.form.amountMax', { max: write(field.max) });
    }
    if (field.kind === 'integer' && !INTEGER.test(value)) return t('agent.form.integer');
    return field.validate?.(value, cleaned, found) ?? null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    setDone(null);
    const cleaned = cleanedOf(fields, values);
    const found: Record<string, string> = {};
    for (const field of fields) {
      const problem = problemOf(field, cleaned, found);
      if (problem) found[field.name] = problem;
    }
    if (Object.keys(found).length === 0) {
      const across = check?.(cleaned);
      if (across) found[across.field] = across.message;
    }
    setErrors(found);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      focus(first.name);
      return;
    }
    setSending(true);
    try {
      const outcome = await onSubmit(cleaned);
      if (outcome.ok) {
        setValues((previous) =>
          Object.fromEntries(
            fields.map((field) => [
              field.name,
              field.keep || field.kind === 'select' ? (previous[field.name] ?? '') : (field.initial ?? ''),
            ]),
          ),
        );
        setDone(outcome.message ?? doneMessage ?? null);
      } else if (outcome.field && fields.some((field) => field.name === outcome.field)) {
        setErrors({ [outcome.field]: outcome.message });
        focus(outcome.field);
      } else setRefusal(outcome.message);
    } finally {
      setSending(false);
    }
  };

  const set = (field: CentreFormField) => (value: string) =>
    setValues((previous) => ({ ...previous, [field.name]: field.accept ? field.accept(value) : value }));
  return (
    <form ref={form} className={shared.form} onSubmit={submit} noValidate>
      {fields.map((field) => {
        const common = {
          id: `${idPrefix}${field.name}`,
          label: field.label,
          value: values[field.name] ?? '',
          onValueChange: set(field),
          error: errors[field.name],
          hint: field.hint,
          required: field.required !== false,
        };
        if (field.kind === 'select')
          return (
            <NativeSelect key={field.name} {...common} placeholder={field.placeholder} options={field.options ?? []} />
          );
        if (field.kind === 'password')
          return (
            <PasswordField
              key={field.name}
              {...common}
              name={field.name}
              autoComplete={field.autoComplete ?? 'new-password'}
            />
          );
        return (
          <TextField
            key={field.name}
            {...common}
            name={field.name}
            autoComplete={field.autoComplete ?? 'off'}
            maxLength={field.maxLength}
            inputMode={inputModeOf(field)}
          />
        );
      })}
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
