import { describe, expect, it } from 'vitest';
import { clampToViewport, createDragGesture, miniGameDragDefaults, tiltFor } from './mini-game.drag';

describe('tiltFor', () => {
  it('leans with the sideways move and never past plus or minus 25 degrees', () => {
    expect(tiltFor(4)).toBe(6);
    expect(tiltFor(-4)).toBe(-6);
    expect(tiltFor(400)).toBe(25);
    expect(tiltFor(-400)).toBe(-25);
    expect(Object.is(tiltFor(-0), 0)).toBe(true);
    expect(miniGameDragDefaults.maxTiltDeg).toBe(25);
  });
});

describe('clampToViewport', () => {
  it('keeps the widget inside the window with a margin', () => {
    const size = { width: 160, height: 200 };
    const viewport = { width: 1280, height: 800 };
    expect(clampToViewport({ x: -50, y: 900 }, size, viewport)).toEqual({ x: 8, y: 592 });
    expect(clampToViewport({ x: 2000, y: -3 }, size, viewport)).toEqual({ x: 1112, y: 8 });
    expect(clampToViewport({ x: 300, y: 300 }, size, viewport)).toEqual({ x: 300, y: 300 });
  });
});

describe('createDragGesture', () => {
  it('ignores moves during the first 150 ms of a press, then follows the pointer from the press point', () => {
    let now = 1_000;
    const gesture = createDragGesture({ now: () => now });
    gesture.down({ x: 100, y: 100 }, { x: 500, y: 400 });
    now += 149;
    expect(gesture.move({ x: 140, y: 100 })).toBeNull();
    expect(gesture.dragging).toBe(false);
    now += 1;
    expect(gesture.move({ x: 150, y: 90 })).toEqual({ position: { x: 550, y: 390 }, tilt: 0 });
    expect(gesture.dragging).toBe(true);
    expect(gesture.move({ x: 160, y: 90 })).toEqual({ position: { x: 560, y: 390 }, tilt: 15 });
    expect(gesture.move({ x: 100, y: 90 })?.tilt).toBe(-25);
    expect(gesture.up()).toEqual({ dragged: true });
    expect(gesture.move({ x: 0, y: 0 })).toBeNull();
  });

  it('leaves a short press a click', () => {
    let now = 0;
    const gesture = createDragGesture({ now: () => now });
    gesture.down({ x: 10, y: 10 }, { x: 0, y: 0 });
    now += 100;
    expect(gesture.move({ x: 30, y: 10 })).toBeNull();
    expect(gesture.up()).toEqual({ dragged: false });
  });
});
