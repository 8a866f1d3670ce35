import { describe, expect, it } from 'vitest';
import {
  clampToViewport,
  floatingButtonDefaults,
  floatingButtonSizePx,
  isDragStart,
  nearestSide,
  placeOnSide,
  snapToEdge,
} from './floating-button.geometry';

const viewport = { width: 1280, height: 800 };

describe('floating button geometry', () => {
  it('uses the spec numbers: 72 px from the edge, 16 px margin, 150 ms hold, so a 56 px button', () => {
    expect(floatingButtonDefaults).toMatchObject({ edgeOffsetPx: 72, marginPx: 16, holdMs: 150 });
    expect(floatingButtonSizePx).toBe(56);
  });

  it('snaps to the nearer side: 16 px from the left edge, or 72 px from the right one', () => {
    expect(snapToEdge({ x: 500, y: 300 }, viewport)).toEqual({ x: 16, y: 300 });
    expect(snapToEdge({ x: 700, y: 300 }, viewport)).toEqual({ x: 1208, y: 300 });
  });

  it('decides the side by the button centre, the left winning a tie', () => {
    expect(nearestSide({ x: 612, y: 0 }, viewport)).toBe('left');
    expect(nearestSide({ x: 613, y: 0 }, viewport)).toBe('right');
  });

  it('keeps 16 px from the top and bottom when released beyond them', () => {
    expect(snapToEdge({ x: 900, y: -40 }, viewport)).toEqual({ x: 1208, y: 16 });
    expect(snapToEdge({ x: 10, y: 900 }, viewport)).toEqual({ x: 16, y: 728 });
  });

  it('clamps a dragged position inside the screen', () => {
    expect(clampToViewport({ x: -50, y: 2000 }, viewport)).toEqual({ x: 16, y: 728 });
    expect(clampToViewport({ x: 640, y: 400 }, viewport)).toEqual({ x: 640, y: 400 });
  });

  it('still places the button on a screen smaller than it', () => {
    expect(placeOnSide('right', 10, { width: 40, height: 40 })).toEqual({ x: 16, y: 16 });
  });

  it('starts a drag after 4 px of movement, or after any movement once held 150 ms', () => {
    expect(isDragStart(3.9, 10)).toBe(false);
    expect(isDragStart(4, 10)).toBe(true);
    expect(isDragStart(1, 149)).toBe(false);
    expect(isDragStart(1, 150)).toBe(true);
    expect(isDragStart(0, 5000)).toBe(false);
  });
});
