import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { NativeSelect, type NativeSelectOption } from '../../primitives/native-select/NativeSelect';
import { PasswordField } from '../../primitives/password-field/PasswordField';
import { TextField } from '../../primitives/text-field/TextField';
import { useFocusRequest } from '../../shared/useFocusRequest';
import type { FundOutcome } from '../member/FundForm';
import * as shared from '../shared/widgets.css';

/** One field of a centre form, described by data. */
export interface CentreFormField {
  /** The value's name in what `onSubmit` receives. */
  name: string;
  /** Already translated. */
  label: string;
  /**
   * text and password: as typed (trimmed; passwords as typed); select: one of `options`, the first by default;
   * amount: positive with at most 2 decimals; integer: a whole number of 1 and more.
   */
  kind: 'text' | 'password' | 'select' | 'amount' | 'integer';
  /** @default true (a select always has a value) */
  required?: boolean;
  options?: readonly NativeSelectOption[];
  /** The starting value (a preset account, a select's default). */
  initial?: string;
  maxLength?: number;
  hint?: string;
  /** A check of the trimmed value after the form's own: a message (already translated), or null. */
  validate?: (value: string, values: Readonly<Record<string, string>>) => string | null;
  /** Kept after a success (a select, the account a transfer goes to). @default false, except for selects */
  keep?: boolean;
}

export interface CentreFormProps {
  fields: readonly CentreFormField[];
  submitLabel: string;
  /** The app's answer: done (cleared, `message` beside the button) or a refusal, under its field when it names one. */
  onSubmit: (values: Record<string, string>) => Promise<FundOutcome>;
  disabled?: boolean;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const INTEGER = /^[1-9]\d{0,8}$/;

const initialValues = (fields: readonly CentreFormField[]) =>
  Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.initial ?? (field.kind === 'select' ? (field.options?.[0]?.value ?? '') : ''),
    ]),
  );

/**
 * A form of the agent centre (open an account, send a red envelope, transfer, create a referral link) described by
 * its fields: problems are checked in the order of the fields, focus goes to the first, and a refusal from the server
 * keeps what was typed, under the field it concerns.
 */
export function CentreForm({ fields, submitLabel, onSubmit, disabled }: CentreFormProps) {
  const t = useT();
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const focus = useFocusRequest((name) =>
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}${name}`)}`),
  );

  const problemOf = (field: CentreFormField, cleaned: Record<string, string>): string | null => {
    const value = cleaned[field.name] ?? '';
    if (value === '') return field.required === false ? null : t('agent.form.required', { name: field.label });
    if (field.kind === 'amount' && (!AMOUNT.test(value) || Number(value) <= 0)) return t('member.form.amountInvalid');
    if (field.kind === 'integer' && !INTEGER.test(value)) return t('agent.form.integer');
    return field.validate?.(value, cleaned) ?? null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal(null);
    setDone(null);
    const cleaned = Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.kind === 'password' ? (values[field.name] ?? '') : (values[field.name] ?? '').trim(),
      ]),
    );
    const found: Record<string, string> = {};
    for (const field of fields) {
      const problem = problemOf(field, cleaned);
      if (problem) found[field.name] = problem;
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
        setDone(outcome.message ?? null);
      } else if (outcome.field && fields.some((field) => field.name === outcome.field)) {
        setErrors({ [outcome.field]: outcome.message });
        focus(outcome.field);
      } else setRefusal(outcome.message);
    } finally {
      setSending(false);
    }
  };

  const set = (name: string) => (value: string) => setValues((previous) => ({ ...previous, [name]: value }));
  return (
    <form ref={form} className={shared.form} onSubmit={submit} noValidate>
      {fields.map((field) => {
        const common = {
          id: `${idPrefix}${field.name}`,
          label: field.label,
          value: values[field.name] ?? '',
          onValueChange: set(field.name),
          error: errors[field.name],
          hint: field.hint,
          required: field.required !== false,
        };
        if (field.kind === 'select') return <NativeSelect key={field.name} {...common} options={field.options ?? []} />;
        if (field.kind === 'password')
          return <PasswordField key={field.name} {...common} name={field.name} autoComplete="new-password" />;
        return (
          <TextField
            key={field.name}
            {...common}
            name={field.name}
            autoComplete="off"
            maxLength={field.maxLength}
            inputMode={field.kind === 'amount' ? 'decimal' : field.kind === 'integer' ? 'numeric' : undefined}
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
