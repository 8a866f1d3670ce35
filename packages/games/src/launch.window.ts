import { LAUNCH_TIMES } from './launch.constants';

/** A game window opened on the player's click, before the launch URL is known. */
export interface GameWindow {
  /** Sends the window to the game (cutting the link back to the site first). */
  navigate(url: string): void;
  close(): void;
  /** Calls `onClosed` once when the player closes the window; returns a function that stops watching. */
  watchClosed(onClosed: () => void): () => void;
}

export interface OpenGameWindowOptions {
  /** Shown in the blank window while the launch call runs (already translated). */
  waitingText: string;
  /** @default window.open */
  open?: (url: string, target: string) => Window | null;
  /** @default LAUNCH_TIMES.windowClosedPollMs */
  pollMs?: number;
  /** @default globalThis.setInterval / clearInterval */
  timers?: { setInterval(handler: () => void, ms: number): unknown; clearInterval(handle: unknown): void };
}

/**
 * Opens an empty window SYNCHRONOUSLY, inside the click handler: browsers let a page open windows only while it
 * handles a user gesture, and the launch URL arrives after an API call, when the gesture is over. The window is
 * navigated once the URL is known, or closed when the launch fails (player-site §8 "a failed launch closes the opened
 * window"). Returns null when the browser blocked it.
 */
export function openGameWindow(options: OpenGameWindowOptions): GameWindow | null {
  const open = options.open ?? ((url, target) => window.open(url, target));
  const pollMs = options.pollMs ?? LAUNCH_TIMES.windowClosedPollMs;
  const timers = options.timers ?? {
    setInterval: (handler, ms) => globalThis.setInterval(handler, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  };
  const win = open('', '_blank');
  if (!win) return null;
  try {
    win.document.title = options.waitingText;
    win.document.body.textContent = options.waitingText;
  } catch {
    // The blank window is ours; if the browser still refuses access, the page just stays empty.
  }
  return {
    navigate(url) {
      // The vendor's page must not reach back into the site (reverse tabnabbing).
      win.opener = null;
      win.location.href = url;
    },
    close() {
      if (!win.closed) win.close();
    },
    watchClosed(onClosed) {
      const handle = timers.setInterval(() => {
        if (!win.closed) return;
        timers.clearInterval(handle);
        onClosed();
      }, pollMs);
      return () => timers.clearInterval(handle);
    },
  };
}
