import { type ReactElement, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../shared/cx';
import * as styles from './disclosure.css';

/** The panel's distance from its trigger (disclosure.css.ts) and from the window's bottom edge, in px. */
const PANEL_GAP = 6;
const VIEWPORT_MARGIN = 16;
/** Below this the panel stops shrinking (a window too short for it scrolls the page instead). */
const MIN_PANEL_HEIGHT = 160;

export interface DisclosureProps {
  /** Draws the trigger: spread `props` onto a button (they carry aria-expanded, aria-controls and the toggle). */
  trigger: (props: {
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    ref: (element: HTMLButtonElement | null) => void;
  }) => ReactElement;
  /** Names the panel for screen readers (already translated). */
  label: string;
  /** The panel's content; `close` closes it and returns focus to the trigger. */
  children: (close: () => void) => ReactNode;
  /** @default 'end' */
  align?: 'start' | 'end';
  className?: string;
  panelClassName?: string;
}

/**
 * A button that shows a panel under it (the ARIA disclosure pattern): Escape and a click or focus outside close it,
 * Escape returns focus to the button. Written here rather than on Radix Popover, whose positioning engine costs the
 * home route about 13 kB gzipped for panels that always open downwards from the header.
 *
 * The panel fits the viewport: while open it measures the room between its trigger and the window's bottom into
 * `--disclosure-available-height` (the counterpart of Radix's `--radix-popover-content-available-height`) and scrolls
 * inside past it, so a long list under the sticky header never runs off the screen.
 */
export function Disclosure({ trigger, label, children, align = 'end', className, panelClassName }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const bottom = root.current?.getBoundingClientRect().bottom ?? 0;
      const room = Math.max(window.innerHeight - bottom - PANEL_GAP - VIEWPORT_MARGIN, MIN_PANEL_HEIGHT);
      panel.current?.style.setProperty('--disclosure-available-height', `${Math.floor(room)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  return (
    <div ref={root} className={cx(styles.root, className)}>
      {trigger({
        'aria-expanded': open,
        'aria-controls': panelId,
        onClick: () => setOpen((value) => !value),
        ref: (element) => {
          button.current = element;
        },
      })}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of controls, not a form fieldset */}
      <div
        ref={panel}
        id={panelId}
        role="group"
        aria-label={label}
        hidden={!open}
        className={cx(styles.panel, align === 'start' ? styles.alignStart : styles.alignEnd, panelClassName)}
      >
        {open ? children(() => close()) : null}
      </div>
    </div>
  );
}
