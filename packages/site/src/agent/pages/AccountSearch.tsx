import { Button, TextField, useT } from '@platform/ui-kit';
import { type FormEvent, useState } from 'react';
import * as styles from './agent.pages.css';

/** An account searched for: submitted, not sent on every key; empty clears it. */
export function AccountSearch({
  value,
  onSearch,
  label,
}: {
  value?: string;
  onSearch: (q?: string) => void;
  label: string;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    if (q !== '' && !/^[A-Za-z0-9_]{1,64}$/.test(q)) {
      setError(t('agent.search.invalid'));
      return;
    }
    setError(undefined);
    onSearch(q === '' ? undefined : q);
  };
  return (
    <form className={styles.search} onSubmit={submit} noValidate>
      <TextField label={label} value={draft} onValueChange={setDraft} error={error} maxLength={64} autoComplete="off" />
      <Button type="submit" tone="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}
