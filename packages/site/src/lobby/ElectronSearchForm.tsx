import { Button, TextField, useT } from '@platform/ui-kit';
import { useState } from 'react';
import { LOBBY_LIMITS } from './lobby.constants';
import * as styles from './lobby.css';

/**
 * Search of a vendor's games by name (the contract's list takes `name`). The URL changes on submit, not on every key,
 * so the list loads once per search and the back button steps through searches.
 */
export function ElectronSearchForm({ name, onSearch }: { name: string | undefined; onSearch: (name: string) => void }) {
  const t = useT();
  const [value, setValue] = useState(name ?? '');
  return (
    <search>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value.trim());
        }}
      >
        <TextField
          label={t('lobby.searchPlaceholder')}
          type="search"
          value={value}
          onValueChange={setValue}
          maxLength={LOBBY_LIMITS.searchMaxLength}
          showCounter={false}
        />
        <Button type="submit">{t('common.search')}</Button>
      </form>
    </search>
  );
}
