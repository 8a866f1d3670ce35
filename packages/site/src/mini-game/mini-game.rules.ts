import type { KeyValueStorage } from '@platform/session';

/**
 * Pages without the mini-game (points-centres-lottery §2: "excluded routes /lottery, /vnLottery, /seamless, /agent,
 * /agentHome, /seaLottery"): the lottery screens and the agent pages have their own full-screen play or work. Each
 * path also excludes the pages under it (`/agent/team`).
 */
export const MINI_GAME_EXCLUDED_PATHS = [
  '/lottery',
  '/vnLottery',
  '/seamless',
  '/agent',
  '/agentHome',
  '/seaLottery',
] as const;

const excluded = MINI_GAME_EXCLUDED_PATHS.map((path) => path.toLowerCase());

/** Whether the page at `pathname` may show the widget (paths compared without case and trailing slash). */
export function miniGameAllowedOn(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !excluded.some((root) => path === root || path.startsWith(`${root}/`));
}

/** The vendor's script (points §2 "script from /mini-game/{version}/minigame.js"), on the site's own origin. */
export function miniGameScriptUrl(version: string): string {
  return `/mini-game/${encodeURIComponent(version)}/minigame.js`;
}

/** Where the widget's resting place is kept between visits. */
export const MINI_GAME_POSITION_KEY = 'miniGamePosition';

export interface StoredPoint {
  x: number;
  y: number;
}

/** The remembered place, or null when there is none or it is not a pair of finite numbers. */
export function readMiniGamePosition(storage: KeyValueStorage): StoredPoint | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(MINI_GAME_POSITION_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { x, y } = value as Record<string, unknown>;
    return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
  } catch {
    return null;
  }
}

export function writeMiniGamePosition(storage: KeyValueStorage, point: StoredPoint): void {
  storage.setItem(MINI_GAME_POSITION_KEY, JSON.stringify({ x: Math.round(point.x), y: Math.round(point.y) }));
}
