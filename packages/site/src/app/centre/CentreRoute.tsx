import { useT } from '@platform/ui-kit';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import * as page from '../page.css';

/** A centre as a page (/member/<page>, /agent/<page>): its heading and a way home; its state lives in the address. */
export function CentreRoute({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={page.page} aria-labelledby={headingId}>
      <div className={page.headerRow}>
        <h1 id={headingId} className={page.heading}>
          {title}
        </h1>
        <Link to="/" className={page.linkButton}>
          {t('common.close')}
        </Link>
      </div>
      {children}
    </section>
  );
}
