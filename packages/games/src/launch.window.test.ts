import { describe, expect, it, vi } from 'vitest';
import { openGameWindow } from './launch.window';

function fakeWin() {
  const doc = { title: '', body: { textContent: '' } };
  return {
    closed: false,
    opener: {} as unknown,
    document: doc,
    location: { href: 'about:blank' },
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

function manualTimers() {
  const handlers = new Map<number, () => void>();
  let next = 1;
  return {
    setInterval: (handler: () => void) => {
      handlers.set(next, handler);
      return next++;
    },
    clearInterval: (handle: unknown) => handlers.delete(handle as number),
    tick: () => {
      for (const handler of [...handlers.values()]) handler();
    },
    active: () => handlers.size,
  };
}

describe('the game window', () => {
  it('opens a blank window saying the game is starting', () => {
    const win = fakeWin();
    const open = vi.fn(() => win as unknown as Window);
    expect(openGameWindow({ waitingText: 'Starting the game…', open })).not.toBeNull();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.document.title).toBe('Starting the game…');
    expect(win.document.body.textContent).toBe('Starting the game…');
  });

  it('answers null when the browser blocks it', () => {
    expect(openGameWindow({ waitingText: '…', open: () => null })).toBeNull();
  });

  it('cuts the link back to the site before going to the game', () => {
    const win = fakeWin();
    openGameWindow({ waitingText: '…', open: () => win as unknown as Window })?.navigate('https://vendor.test/play');
    expect(win.opener).toBeNull();
    expect(win.location.href).toBe('https://vendor.test/play');
  });

  it('closes once', () => {
    const win = fakeWin();
    const game = openGameWindow({ waitingText: '…', open: () => win as unknown as Window });
    game?.close();
    game?.close();
    expect(win.close).toHaveBeenCalledTimes(1);
  });

  it('reports once when the player closes it, then stops watching', () => {
    const win = fakeWin();
    const timers = manualTimers();
    const game = openGameWindow({ waitingText: '…', open: () => win as unknown as Window, timers });
    const onClosed = vi.fn();
    game?.watchClosed(onClosed);
    timers.tick();
    expect(onClosed).not.toHaveBeenCalled();
    win.closed = true;
    timers.tick();
    timers.tick();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(timers.active()).toBe(0);
  });
});
