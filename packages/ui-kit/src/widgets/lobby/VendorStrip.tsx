import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { cx } from '../../shared/cx';
import { WIDGET_LIMITS } from '../widgets.constants';
import * as styles from './lobby.css';
import type { VendorData } from './lobby.types';

export interface VendorStripProps {
  vendors: readonly VendorData[];
  /** The id of the vendor shown now. */
  selected?: string | null;
  onSelect: (vendor: VendorData) => void;
  /** Names the strip (already translated). @default t('lobby.vendors') */
  label?: string;
  /** Arrow buttons show with more vendors than this. @default 8 (player-site §2) */
  scrollAbove?: number;
  /** How far one arrow press scrolls, in px. @default 150 (player-site §2) */
  stepPx?: number;
  className?: string;
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/** Where the viewport stands: at its start, at its end (1 px of slack for fractional scroll positions). */
export function scrollEdges(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Edges {
  const position = Math.abs(element.scrollLeft);
  return { atStart: position <= 1, atEnd: position + element.clientWidth >= element.scrollWidth - 1 };
}

/**
 * The vendors in one horizontal row. With more than 8 (player-site §2) arrow buttons scroll it by 150 px; they stay
 * focusable at the ends (aria-disabled) so focus is not lost. The row also scrolls by touch, wheel and Tab.
 */
export function VendorStrip({
  vendors,
  selected,
  onSelect,
  label,
  scrollAbove = WIDGET_LIMITS.vendorStripScrollAbove,
  stepPx = WIDGET_LIMITS.vendorStripStepPx,
  className,
}: VendorStripProps) {
  const t = useT();
  const viewport = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  const scrolls = vendors.length > scrollAbove;

  const measure = useCallback(() => {
    if (viewport.current) setEdges(scrollEdges(viewport.current));
  }, []);
  useEffect(() => {
    if (!scrolls) return;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [scrolls, measure]);

  const scroll = (direction: 1 | -1) => {
    const element = viewport.current;
    if (!element) return;
    // Right to left pages scroll towards negative positions; the step follows the reading direction.
    const rtl = getComputedStyle(element).direction === 'rtl';
    const left = direction * stepPx * (rtl ? -1 : 1);
    if (typeof element.scrollBy === 'function') element.scrollBy({ left });
    else element.scrollLeft += left;
  };

  return (
    <nav className={cx(styles.strip, className)} aria-label={label ?? t('lobby.vendors')}>
      {scrolls ? (
        <IconButton
          size="sm"
          label={t('lobby.scrollLeft')}
          icon={<ChevronLeftIcon />}
          aria-disabled={edges.atStart || undefined}
          onClick={() => !edges.atStart && scroll(-1)}
        />
      ) : null}
      <ul ref={viewport} className={styles.stripViewport} onScroll={measure}>
        {vendors.map((vendor) => (
          <li key={vendor.id}>
            <button
              type="button"
              className={styles.vendor}
              aria-pressed={vendor.id === selected}
              onClick={() => onSelect(vendor)}
            >
              {vendor.iconUrl ? (
                <img className={styles.vendorIcon} src={vendor.iconUrl} alt="" width={28} height={28} loading="lazy" />
              ) : null}
              {vendor.name}
            </button>
          </li>
        ))}
      </ul>
      {scrolls ? (
        <IconButton
          size="sm"
          label={t('lobby.scrollRight')}
          icon={<ChevronRightIcon />}
          aria-disabled={edges.atEnd || undefined}
          onClick={() => !edges.atEnd && scroll(1)}
        />
      ) : null}
    </nav>
  );
}
