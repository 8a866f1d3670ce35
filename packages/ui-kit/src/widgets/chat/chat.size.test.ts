import { describe, expect, it } from 'vitest';
import { chatWindowLimits, clampChatSize } from './chat.size';

const viewport = { width: 1280, height: 800 };

describe('clampChatSize', () => {
  it('keeps a size inside the bounds as it is', () => {
    expect(clampChatSize({ width: 360, height: 520 }, viewport)).toEqual({ width: 360, height: 520 });
  });

  it('never goes below 200 x 280', () => {
    expect(clampChatSize({ width: 50, height: 90 }, viewport)).toEqual({ width: 200, height: 280 });
  });

  it('never goes wider than 480, nor taller than the viewport less its margins', () => {
    expect(clampChatSize({ width: 900, height: 2000 }, viewport)).toEqual({
      width: chatWindowLimits.maxWidth,
      height: 800 - 2 * chatWindowLimits.viewportMarginPx,
    });
  });

  it('keeps the minimum even in a viewport too small for it', () => {
    expect(clampChatSize({ width: 300, height: 300 }, { width: 150, height: 200 })).toEqual({
      width: 200,
      height: 280,
    });
  });
});
