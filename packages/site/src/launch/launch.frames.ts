import type { Platform } from '../app/platform';

/**
 * The game address each frame was entered with. Leaving a frame forgets the address only if no newer launch replaced
 * it meanwhile (a banner's game started from inside a frame stores its address before the old frame is left).
 */
const enteredWith = new WeakMap<Platform, string | undefined>();

export function enterFrame(platform: Platform): void {
  enteredWith.set(platform, platform.session.session.gameRedirect);
}

export function forgetFrame(platform: Platform): void {
  if (platform.session.session.gameRedirect === enteredWith.get(platform)) {
    platform.session.set({ gameRedirect: undefined });
  }
  enteredWith.delete(platform);
}
