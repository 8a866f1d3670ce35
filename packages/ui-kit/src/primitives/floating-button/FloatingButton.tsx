import { type KeyboardEvent, type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '../../shared/cx';
import { useUnderModal } from '../../shared/modalLayers';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { floatingArea } from '../../theme/media';
import * as styles from './floating-button.css';
import {
  clampToViewport,
  floatingButtonDefaults,
  isDragStart,
  nearestSide,
  type Point,
  placeOnSide,
  type Side,
  type Size,
  snapToEdge,
} from './floating-button.geometry';

export interface FloatingButtonProps {
  /** The accessible name, e.g. "Live chat" (already translated). */
  label: string;
  icon: ReactNode;
  /** Called on a click, Enter or Space; never at the end of a drag. */
  onOpen: () => void;
  /** A badge over the corner (unread count). */
  badge?: ReactNode;
  /** Where it starts; it is snapped to an edge first. @default the right edge, 60% down */
  defaultPosition?: Point;
  /** Called with each resting place, to remember it. */
  onPositionChange?: (position: Point) => void;
  /** Injected for tests; the browser clock by default. */
  now?: () => number;
  className?: string;
}

/** Keyboard moves: Left and Right send the button to that side, Up and Down move it along its side. */
const keyMoves: Readonly<Record<string, { side?: Side; steps?: number }>> = {
  ArrowLeft: { side: 'left' },
  ArrowRight: { side: 'right' },
  ArrowUp: { steps: -1 },
  ArrowDown: { steps: 1 },
};

const viewportSize = (): Size => floatingArea();

interface Press {
  pointerId: number;
  start: Point;
  origin: Point;
  at: number;
  dragging: boolean;
}

/**
 * A round button that floats over the page (the chat entry). Drag it anywhere with a pointer; on release it snaps to
 * the nearer side. From the keyboard, Left and Right arrows send it to that side and Up and Down move it (Shift for
 * bigger steps). See `floating-button.geometry.ts` for the exact drag and snap rules.
 */
export function FloatingButton({
  label,
  icon,
  onOpen,
  badge,
  defaultPosition,
  onPositionChange,
  now = performance.now.bind(performance),
  className,
}: FloatingButtonProps) {
  const [position, setPosition] = useState<Point>(() => {
    const viewport = viewportSize();
    return snapToEdge(defaultPosition ?? { x: viewport.width, y: viewport.height * 0.6 }, viewport);
  });
  const [dragging, setDragging] = useState(false);
  const underModal = useUnderModal();
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);

  const settle = useCallback(
    (next: Point) => {
      setPosition(next);
      onPositionChange?.(next);
    },
    [onPositionChange],
  );

  // A resized window keeps the button on its side and inside the screen.
  useEffect(() => {
    const onResize = () =>
      setPosition((current) => {
        const viewport = viewportSize();
        return placeOnSide(nearestSide(current, viewport), current.y, viewport);
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    press.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      origin: position,
      at: now(),
      dragging: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.dragging) {
      if (!isDragStart(Math.hypot(dx, dy), now() - current.at)) return;
      current.dragging = true;
      setDragging(true);
    }
    setPosition(clampToViewport({ x: current.origin.x + dx, y: current.origin.y + dy }, viewportSize()));
  };

  const endPress = (event: PointerEvent<HTMLButtonElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    if (!current.dragging) return;
    // The click that follows this pointerup belongs to the drag, not to the player.
    suppressClick.current = true;
    setDragging(false);
    const dropped = clampToViewport(
      { x: current.origin.x + event.clientX - current.start.x, y: current.origin.y + event.clientY - current.start.y },
      viewportSize(),
    );
    settle(snapToEdge(dropped, viewportSize()));
  };

  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    onOpen();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const viewport = viewportSize();
    const step = floatingButtonDefaults.keyStepPx * (event.shiftKey ? 5 : 1) * (move.steps ?? 0);
    settle(placeOnSide(move.side ?? nearestSide(position, viewport), position.y + step, viewport));
  };

  return (
    <button
      type="button"
      className={cx(styles.button, className)}
      data-dragging={dragging || undefined}
      data-under-modal={underModal || undefined}
      style={{ left: position.x, top: position.y }}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endPress}
      onPointerCancel={endPress}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <VisuallyHidden>{label}</VisuallyHidden>
      {badge ? <span className={styles.badge}>{badge}</span> : null}
    </button>
  );
}
