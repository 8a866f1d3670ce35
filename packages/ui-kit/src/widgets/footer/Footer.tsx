import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { cx } from '../../shared/cx';
import * as styles from './footer.css';

/** The help topics a footer link can name; the kit translates each (`footer.topic.*`). */
export const FOOTER_HELP_TOPICS = [
  'register',
  'deposit',
  'withdraw',
  'paymentConfirmation',
  'terms',
  'privacy',
] as const;
export type FooterHelpTopic = (typeof FOOTER_HELP_TOPICS)[number];

export interface FooterHelpLink {
  topic: FooterHelpTopic;
  /** A page of the site, e.g. `/help#deposit-methods`. */
  href: string;
}

export interface FooterMark {
  code: string;
  /** The vendor's or payment method's name (a proper noun): the logo's text alternative, or the mark itself. */
  name: string;
  /** Without a logo the mark is the name in a chip. */
  logoUrl: string | null;
}

export interface FooterProps {
  /** The merchant's name, for the copyright. */
  brand: string;
  /** The copyright's year (the server's clock, so it is right whatever the player's clock says). */
  year: number;
  helpLinks: readonly FooterHelpLink[];
  /** Called on a help link's click before the browser follows it: `preventDefault()` to route in place. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The age the responsible-gaming note names. @default 18 */
  minimumAge?: number;
  /** The operator's licence line; none when absent. */
  licence?: { authority: string; number: string } | null;
  vendors?: readonly FooterMark[];
  payments?: readonly FooterMark[];
  /** Opens the feedback dialog; no entry without it. */
  onFeedback?: () => void;
  /** Opens the player's responsible-gaming limits (issue 26): the note's promise becomes a link. None without it. */
  onLimits?: () => void;
  className?: string;
}

/**
 * The site footer from the merchant's settings (issue 17): help links, the responsible-gaming note with its age mark,
 * the licence, game vendors' and payment methods' marks, the copyright and the feedback entry. The logos have fixed
 * boxes (`width`/`height`), so they never move the footer while they load.
 */
export function Footer({
  brand,
  year,
  helpLinks,
  onNavigate,
  minimumAge = 18,
  licence,
  vendors = [],
  payments = [],
  onFeedback,
  onLimits,
  className,
}: FooterProps) {
  const t = useT();
  const ids = { responsible: useId(), vendors: useId(), payments: useId() };
  return (
    <footer className={cx(styles.footer, className)}>
      <div className={styles.top}>
        <nav aria-label={t('footer.helpTitle')} className={styles.column}>
          <h2 className={styles.heading}>{t('footer.helpTitle')}</h2>
          <ul className={styles.links}>
            {helpLinks.map((link) => (
              <li key={`${link.topic}:${link.href}`}>
                <a className={styles.link} href={link.href} onClick={(event) => onNavigate?.(link.href, event)}>
                  {t(`footer.topic.${link.topic}`)}
                </a>
              </li>
            ))}
            {onFeedback ? (
              <li>
                <button type="button" className={styles.link} onClick={onFeedback}>
                  {t('feedback.title')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <section aria-labelledby={ids.responsible} className={cx(styles.column, styles.wide)}>
          <h2 id={ids.responsible} className={styles.heading}>
            {t('footer.responsibleTitle')}
          </h2>
          <p className={styles.note}>
            <span className={styles.ageMark} aria-hidden="true">
              {t('footer.ageMark', { age: minimumAge })}
            </span>
            <span>{t('footer.responsibleNote', { age: minimumAge })}</span>
          </p>
          {onLimits ? (
            <p className={styles.note}>
              <button type="button" className={styles.link} onClick={onLimits}>
                {t('footer.limitsLink')}
              </button>
            </p>
          ) : null}
          {licence ? <p className={styles.note}>{t('footer.licence', licence)}</p> : null}
        </section>
      </div>
      <MarkList id={ids.vendors} title={t('footer.vendorsTitle')} marks={vendors} />
      <MarkList id={ids.payments} title={t('footer.paymentsTitle')} marks={payments} />
      <p className={styles.copyright}>{t('footer.copyright', { year, brand })}</p>
    </footer>
  );
}

function MarkList({ id, title, marks }: { id: string; title: string; marks: readonly FooterMark[] }) {
  if (marks.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.marksSection}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.marks}>
        {marks.map((mark) => (
          <li key={mark.code} className={styles.mark}>
            {mark.logoUrl ? (
              <img
                className={styles.logo}
                src={mark.logoUrl}
                alt={mark.name}
                width={96}
                height={32}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={styles.markName}>{mark.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
