import type { Point } from '@platform/ui-kit';

/** Where the player left the chat button (player-site §4 "the position is kept"), in local storage. */
export const CHAT_POSITION_KEY = 'chatButtonPosition';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const storageOf = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

/** The remembered position, or undefined (nothing kept, unreadable, or not two finite numbers). */
export function readChatPosition(storage: Storage | null = storageOf()): Point | undefined {
  try {
    const value = JSON.parse(storage?.getItem(CHAT_POSITION_KEY) ?? 'null') as Partial<Point> | null;
    return value && Number.isFinite(value.x) && Number.isFinite(value.y)
      ? { x: Number(value.x), y: Number(value.y) }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeChatPosition(position: Point, storage: Storage | null = storageOf()): void {
  try {
    storage?.setItem(CHAT_POSITION_KEY, JSON.stringify({ x: position.x, y: position.y }));
  } catch {
    // Storage full or refused (private mode): the button still works, it just starts at its default next time.
  }
}
