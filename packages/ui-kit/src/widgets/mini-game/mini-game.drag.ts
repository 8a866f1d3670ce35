/** The mini-game widget's gesture numbers (points-centres-lottery §4, §9). */
export const miniGameDragDefaults = {
  /** A press turns into a drag only once it has lasted this long (points §4 "drag starts after 150 ms"). */
  pressMs: 150,
  /** The widget leans with the pointer's sideways speed, never more than this either way (points §4 "± 25"). */
  maxTiltDeg: 25,
  /** Degrees of lean per pixel moved sideways between two pointer events. */
  tiltPerPx: 1.5,
  /** Space kept between the widget and the window's edges when it comes to rest. */
  marginPx: 8,
} as const;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface DragGestureOptions {
  /** @default 150 */
  pressMs?: number;
  /** @default 25 */
  maxTiltDeg?: number;
  /** @default 1.5 */
  tiltPerPx?: number;
  /** Injected for tests. @default Date.now */
  now?: () => number;
}

export interface DragStep {
  /** Where the widget's top-left corner goes. */
  position: Point;
  /** Degrees, within ± maxTiltDeg. */
  tilt: number;
}

/** The lean for a sideways move of `dx` pixels: proportional, clamped to ± maxTiltDeg (never -0). */
export function tiltFor(
  dx: number,
  maxTiltDeg: number = miniGameDragDefaults.maxTiltDeg,
  tiltPerPx: number = miniGameDragDefaults.tiltPerPx,
): number {
  const tilt = Math.max(-maxTiltDeg, Math.min(maxTiltDeg, dx * tiltPerPx));
  return tilt === 0 ? 0 : tilt;
}

/** Keeps a box of `size` inside the viewport, `margin` from each edge (the top-left edge wins on a tiny window). */
export function clampToViewport(
  point: Point,
  size: Size,
  viewport: Size,
  margin: number = miniGameDragDefaults.marginPx,
): Point {
  const maxX = Math.max(margin, viewport.width - size.width - margin);
  const maxY = Math.max(margin, viewport.height - size.height - margin);
  return { x: Math.min(Math.max(point.x, margin), maxX), y: Math.min(Math.max(point.y, margin), maxY) };
}

/**
 * Press, hold, drag: moves during the first `pressMs` of a press do nothing (a tap on the game stays a tap); after
 * that the widget follows the pointer from where the press began, leaning with its sideways speed. Decided on the
 * pointer's own events and an injected clock, so it needs no timer.
 */
export function createDragGesture({
  pressMs = miniGameDragDefaults.pressMs,
  maxTiltDeg = miniGameDragDefaults.maxTiltDeg,
  tiltPerPx = miniGameDragDefaults.tiltPerPx,
  now = Date.now,
}: DragGestureOptions = {}) {
  let press: { at: number; pointer: Point; origin: Point } | null = null;
  let last: Point | null = null;
  let dragging = false;
  return {
    /** The press began at `pointer`, with the widget's corner at `origin`. */
    down(pointer: Point, origin: Point): void {
      press = { at: now(), pointer, origin };
      last = null;
      dragging = false;
    },
    /** The next place and lean, or null while the press is too young (or there is none). */
    move(pointer: Point): DragStep | null {
      if (!press) return null;
      if (!dragging) {
        if (now() - press.at < pressMs) return null;
        dragging = true;
      }
      const dx = last ? pointer.x - last.x : 0;
      last = pointer;
      return {
        position: { x: press.origin.x + pointer.x - press.pointer.x, y: press.origin.y + pointer.y - press.pointer.y },
        tilt: tiltFor(dx, maxTiltDeg, tiltPerPx),
      };
    },
    /** The press ended; `dragged` tells whether it had become a drag (its click is then not a click). */
    up(): { dragged: boolean } {
      const dragged = dragging;
      press = null;
      last = null;
      dragging = false;
      return { dragged };
    },
    get dragging(): boolean {
      return dragging;
    },
  };
}

export type DragGesture = ReturnType<typeof createDragGesture>;
