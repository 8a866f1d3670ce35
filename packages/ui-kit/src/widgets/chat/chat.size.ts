import type { Size } from '../../primitives/floating-button/floating-button.geometry';

/**
 * The chat window's bounds (player-site §9 "chat window min 200x280, max width 480"). The spec gives no maximum
 * height: the window stays inside the viewport, `viewportMarginPx` from its edges. The default size is the choice
 * of this kit (a comfortable conversation column), clamped like any other.
 */
export const chatWindowLimits = {
  minWidth: 200,
  minHeight: 280,
  maxWidth: 480,
  viewportMarginPx: 16,
  /** An arrow key on the resize handle grows or shrinks the window this far; with Shift, five times as far. */
  keyStepPx: 16,
} as const;

export const chatWindowDefaultSize: Size = { width: 360, height: 520 };

/** `size` kept within 200 x 280 and 480 wide, and inside the viewport (where the viewport leaves room for the minimum). */
export function clampChatSize(size: Size, viewport: Size): Size {
  const { minWidth, minHeight, maxWidth, viewportMarginPx } = chatWindowLimits;
  const roomWidth = Math.max(minWidth, Math.min(maxWidth, viewport.width - 2 * viewportMarginPx));
  const roomHeight = Math.max(minHeight, viewport.height - 2 * viewportMarginPx);
  const clamp = (value: number, min: number, max: number) => Math.round(Math.min(Math.max(value, min), max));
  return { width: clamp(size.width, minWidth, roomWidth), height: clamp(size.height, minHeight, roomHeight) };
}
