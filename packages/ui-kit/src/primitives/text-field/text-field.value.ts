import { type ChangeEvent, useState } from 'react';

/**
 * A text value that may be controlled (`value`) or not (`defaultValue`); the counter needs the current text either
 * way.
 */
export function useTextValue<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string | undefined,
  defaultValue: string | undefined,
  onValueChange: ((value: string) => void) | undefined,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const [inner, setInner] = useState(defaultValue ?? '');
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const handleChange = (event: ChangeEvent<E>) => {
    if (!controlled) setInner(event.target.value);
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return [current, handleChange] as const;
}
