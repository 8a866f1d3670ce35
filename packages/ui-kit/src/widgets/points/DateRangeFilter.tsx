import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { TextField } from '../../primitives/text-field/TextField';
import * as shared from '../shared/widgets.css';
import * as styles from './points.css';
import { type DayRange, rangeProblem, rangeRules } from './points.range';

export interface DateRangeFilterProps {
  range: DayRange;
  /** Called with a valid range only (at most 30 days, start not after end). */
  onSearch: (range: DayRange) => void;
  /** More filters in the same row (the status select). */
  children?: ReactNode;
}

/** From and to dates and a search button; a range the server would refuse is explained and not sent. */
export function DateRangeFilter({ range, onSearch, children }: DateRangeFilterProps) {
  const t = useT();
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<'order' | 'tooLong' | null>(null);
  useEffect(() => setDraft(range), [range]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onSearch(draft);
  };
  return (
    <form className={shared.form} onSubmit={submit} noValidate>
      <div className={styles.filters}>
        {children}
        <TextField
          className={styles.dateInput}
          type="date"
          label={t('points.filter.from')}
          value={draft.from}
          onValueChange={(from) => setDraft((previous) => ({ ...previous, from }))}
        />
        <TextField
          className={styles.dateInput}
          type="date"
          label={t('points.filter.to')}
          value={draft.to}
          onValueChange={(to) => setDraft((previous) => ({ ...previous, to }))}
        />
        <Button type="submit" tone="primary">
          {t('points.filter.search')}
        </Button>
      </div>
      {problem ? (
        <p className={shared.formError} role="alert">
          {problem === 'order'
            ? t('points.filter.rangeOrder')
            : t('points.filter.rangeTooLong', { days: rangeRules.maxDays })}
        </p>
      ) : null}
    </form>
  );
}
