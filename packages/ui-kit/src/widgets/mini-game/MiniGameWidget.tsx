import {
  type MouseEvent,
  type PointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../../i18n/I18nProvider';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { cx } from '../../shared/cx';
import { useUnderModal } from '../../shared/modalLayers';
import { floatingArea } from '../../theme/media';
import * as styles from './mini-game.css';
import {
  clampToViewport,
  createDragGesture,
  type DragGestureOptions,
  miniGameDragDefaults,
  type Point,
} from './mini-game.drag';

export type MiniGameStatus = 'loading' | 'ready' | 'failed';

export interface MiniGameWidgetProps {
  /** The vendor's game is drawn here by the app (the widget never renders into it, so React leaves it alone). */
  gameRef: Ref<HTMLDivElement>;
  /** @default 'loading' */
  status?: MiniGameStatus;
  /** Where its top-left corner starts (a remembered place); the bottom-right corner of the window by default. */
  defaultPosition?: Point | null;
  /** Called where each drag comes to rest (kept inside the window), to remember it. */
  onPositionChange?: (position: Point) => void;
  /**
   * Starts folded to its bar (the game stays loaded): the site passes true on a phone, where the open panel would
   * cover a third of the page. @default false
   */
  defaultCollapsed?: boolean;
  /** Injected for tests: the clock the 150 ms hold is measured on. */
  now?: DragGestureOptions['now'];
  className?: string;
}

const viewport = () => floatingArea();

// The layout size, not the bounding box: a leaning widget's box is larger than the widget.
const sizeOf = (element: HTMLElement | null) => ({
  width: element?.offsetWidth ?? 0,
  height: element?.offsetHeight ?? 0,
});

/**
 * The draggable mini-game (points-centres-lottery §2 "Other", §4): a small window with the vendor's game in it. A press
 * anywhere on it becomes a drag once held 150 ms (a quicker tap stays a tap on the game); while dragged it leans with
 * the pointer's sideways speed, at most 25 degrees either way, and it comes to rest inside the window. A drag never
 * ends in a click on the game. The title bar's button collapses it to the bar.
 */
export function MiniGameWidget({
  gameRef,
  status = 'loading',
  defaultPosition,
  defaultCollapsed = false,
  onPositionChange,
  now,
  className,
}: MiniGameWidgetProps) {
  const t = useT();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const [gesture] = useState(() => createDragGesture({ now }));
  const [position, setPosition] = useState<Point | null>(defaultPosition ?? null);
  const [tilt, setTilt] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const underModal = useUnderModal();
  const swallowClick = useRef(false);
  const latest = useRef(position);
  latest.current = position;

  // First placement (and after a resize): inside the window, the bottom-right corner unless a place is remembered.
  const settle = useCallback((point: Point | null) => {
    const size = sizeOf(root.current);
    const view = viewport();
    const start = point ?? { x: view.width - size.width - 24, y: view.height - size.height - 96 };
    return clampToViewport(start, size, view, miniGameDragDefaults.marginPx);
  }, []);

  useLayoutEffect(() => {
    setPosition((current) => settle(current));
  }, [settle]);

  useEffect(() => {
    const onResize = () => setPosition((current) => settle(current));
    window.addEventListener('resize', onResize);
    // The vendor's game arrives after the first placement and makes the widget taller: it stays inside the window
    // (on a phone, above the tab bar) rather than hanging over the edge.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
    if (root.current) observer?.observe(root.current);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [settle]);

  // A press is followed on the window, not on the widget: before the 150 ms are up the pointer may already have
  // left the widget, and capturing the pointer at once would take the tap away from the game.
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !position) return;
    stopFollowing.current?.();
    swallowClick.current = false;
    gesture.down({ x: event.clientX, y: event.clientY }, position);
    let started = false;
    const move = (next: globalThis.PointerEvent) => {
      const step = gesture.move({ x: next.clientX, y: next.clientY });
      if (!step) return;
      if (!started) {
        started = true;
        setDragging(true);
      }
      latest.current = step.position;
      setPosition(step.position);
      setTilt(step.tilt);
    };
    const end = () => {
      stopFollowing.current?.();
      const { dragged } = gesture.up();
      if (!dragged) return;
      swallowClick.current = true;
      setDragging(false);
      setTilt(0);
      const rest = clampToViewport(
        latest.current ?? { x: 0, y: 0 },
        sizeOf(root.current),
        viewport(),
        miniGameDragDefaults.marginPx,
      );
      setPosition(rest);
      onPositionChange?.(rest);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stopFollowing.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stopFollowing.current = null;
    };
  };

  // The click that ends a drag is not a click on the game (or the collapse button); a new press forgets it.
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <section
      ref={root}
      aria-labelledby={titleId}
      className={cx(styles.widget, className)}
      data-dragging={dragging ? '' : undefined}
      data-tilt={tilt}
      data-under-modal={underModal ? '' : undefined}
      style={{
        left: position?.x ?? 0,
        top: position?.y ?? 0,
        // Hidden for the one frame before its place is known, so it never shows in a corner first.
        visibility: position ? undefined : 'hidden',
        transform: tilt ? `rotate(${tilt}deg)` : undefined,
      }}
      onPointerDown={onPointerDown}
      onClickCapture={onClickCapture}
    >
      <div className={cx(styles.bar, collapsed && styles.barCollapsed)} title={t('miniGame.dragHint')}>
        <h2 id={titleId} className={styles.title}>
          {t('miniGame.title')}
        </h2>
        <IconButton
          label={collapsed ? t('miniGame.expand') : t('miniGame.collapse')}
          icon={collapsed ? <PlusIcon /> : <MinusIcon />}
          size="sm"
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
        />
      </div>
      {/* Kept mounted while collapsed, so the game keeps its state. */}
      <div ref={gameRef} className={styles.game} hidden={collapsed || status !== 'ready'} />
      {!collapsed && status === 'loading' ? <p className={styles.note}>{t('common.loading')}</p> : null}
      {!collapsed && status === 'failed' ? (
        <p className={styles.note} role="alert">
          {t('miniGame.loadFailed')}
        </p>
      ) : null}
    </section>
  );
}
