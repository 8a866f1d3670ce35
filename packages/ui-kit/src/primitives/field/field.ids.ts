import { useId } from 'react';

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
  counter: string;
}

/** The ids that tie a control to its label, hint, error and counter. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return {
    control,
    label: `${control}-label`,
    hint: `${control}-hint`,
    error: `${control}-error`,
    counter: `${control}-counter`,
  };
}

/** `aria-describedby` for the parts that are present: hint, then error, then counter. */
export function describedBy(ids: FieldIds, parts: { hint?: unknown; error?: unknown; counter?: unknown }) {
  const list = [parts.hint ? ids.hint : '', parts.error ? ids.error : '', parts.counter ? ids.counter : ''];
  return list.filter(Boolean).join(' ') || undefined;
}
