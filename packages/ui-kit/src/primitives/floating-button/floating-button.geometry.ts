/**
 * player-site §4 (chat window): "the button snaps to the nearest screen edge on release (72 px from edge, 16 px
 * margin); a click without drag opens it". points-centres-lottery §4: "drag starts after 150 ms".
 *
 * Read together: the button is 56 px; on release it goes to the nearer side, left or right, with its near side 16 px
 * from that edge (so its far side is 72 px from it: left = 16 or left = width - 72), and it stays 16 px inside the
 * top and bottom.
 *
 * When a press becomes a drag (the exact choice): at the first pointer move that is at least 4 px from the press
 * point, or any move at all once the pointer has been held 150 ms. A release before that is a click and opens.
 */
export const floatingButtonDefaults = {
  marginPx: 16,
  edgeOffsetPx: 72,
  holdMs: 150,
  dragThresholdPx: 4,
  /** Arrow up/down move this far; with Shift, five times as far. */
  keyStepPx: 16,
} as const;

/** The button's side: what is left between the margin and the 72 px offset. */
export const floatingButtonSizePx = floatingButtonDefaults.edgeOffsetPx - floatingButtonDefaults.marginPx;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export type Side = 'left' | 'right';

export interface SnapOptions {
  /** @default 16 */
  marginPx?: number;
  /** @default 72 */
  edgeOffsetPx?: number;
}

const withDefaults = (options: SnapOptions) => ({
  marginPx: options.marginPx ?? floatingButtonDefaults.marginPx,
  edgeOffsetPx: options.edgeOffsetPx ?? floatingButtonDefaults.edgeOffsetPx,
});

/** Keeps the button's top-left corner inside the viewport, `marginPx` from every edge. */
export function clampToViewport(point: Point, viewport: Size, options: SnapOptions = {}): Point {
  const { marginPx, edgeOffsetPx } = withDefaults(options);
  const clamp = (value: number, max: number) => Math.min(Math.max(value, marginPx), Math.max(marginPx, max));
  return { x: clamp(point.x, viewport.width - edgeOffsetPx), y: clamp(point.y, viewport.height - edgeOffsetPx) };
}

/** The side whose edge is nearer to the button's centre; the left wins a tie. */
export function nearestSide(point: Point, viewport: Size, options: SnapOptions = {}): Side {
  const { marginPx, edgeOffsetPx } = withDefaults(options);
  const centre = point.x + (edgeOffsetPx - marginPx) / 2;
  return centre <= viewport.width / 2 ? 'left' : 'right';
}

/** Where the button settles on `side`: 16 px from the left edge, or 72 px from the right one. */
export function placeOnSide(side: Side, y: number, viewport: Size, options: SnapOptions = {}): Point {
  const { marginPx, edgeOffsetPx } = withDefaults(options);
  const x = side === 'left' ? marginPx : viewport.width - edgeOffsetPx;
  return clampToViewport({ x, y }, viewport, options);
}

/** The resting place after a release at `point`. */
export function snapToEdge(point: Point, viewport: Size, options: SnapOptions = {}): Point {
  return placeOnSide(nearestSide(point, viewport, options), point.y, viewport, options);
}

/** Whether a pointer that moved `distancePx` from its press point, `elapsedMs` after the press, is now a drag. */
export function isDragStart(
  distancePx: number,
  elapsedMs: number,
  { holdMs = floatingButtonDefaults.holdMs, dragThresholdPx = floatingButtonDefaults.dragThresholdPx } = {},
): boolean {
  return distancePx >= dragThresholdPx || (elapsedMs >= holdMs && distancePx > 0);
}
