import type { ApiClient } from '@platform/api-client';
import { type AccessVerdict, checkAccess, type RoleRules } from '@platform/session';
import type { LaunchResult } from './games.types';
import {
  type LaunchDevice,
  type LaunchLanguage,
  type LaunchMode,
  type LaunchOrigin,
  type LaunchTarget,
  type Presentation,
  presentationOf,
} from './launch.rules';
import type { GameWindow } from './launch.window';

export interface LaunchOptions {
  /** Real money, or the free trial (supportPlay 0). @default 'real' */
  mode?: LaunchMode;
  /** The game popup sends the platform that suits every vendor. @default 'page' */
  origin?: LaunchOrigin;
  /** A phone shows the game in the site's page rather than a window (`presentationOf`). @default 'desktop' */
  device?: LaunchDevice;
}

/** Everything a launch touches, read or done at click time (the hook builds it from the platform). */
export interface LaunchEnvironment {
  games: Pick<ApiClient['games'], 'launch' | 'launchTrial'>;
  session: { loggedIn: boolean; role: RoleRules; username?: string | undefined; token?: string | undefined };
  merchantCode: string;
  language: LaunchLanguage;
  /** Whether the merchant runs transfer wallets (the launch then moves the main balance, `confirmTrans`). */
  confirmTrans: () => Promise<boolean>;
  /** Opens the blank game window; null when the browser blocked it. Called synchronously, inside the click. */
  openWindow: () => GameWindow | null;
  /** Shows the game in the site's frame (/seamless or /trial). */
  showFrame: (mode: LaunchMode, url: string, target: LaunchTarget) => void;
  /** Tells the player why they may not launch (in_sorry_in, in_need_true_account). */
  refuse: (verdict: Exclude<AccessVerdict, { allowed: true }>) => void;
  /** The browser blocked the game window. */
  popupBlocked: () => void;
  /** The game started (recent games change). */
  started?: (mode: LaunchMode, result: LaunchResult) => void;
  /** The player closed a game window: the game session is over and the balance the site shows is stale. */
  windowClosed: (mode: LaunchMode, target: LaunchTarget) => void;
}

export type LaunchOutcome =
  | { status: 'refused'; verdict: Exclude<AccessVerdict, { allowed: true }> }
  | { status: 'blocked' }
  | { status: 'started'; presentation: Presentation; result: LaunchResult }
  | { status: 'failed'; error: unknown };

/**
 * Launches a game (player-site §2, §6, §9). Everything up to opening the window happens synchronously, so call it
 * straight from a click handler: visitors are refused with in_sorry_in and trial accounts (isAgent 4) with
 * in_need_true_account before anything else (trial launches need neither); the window opens; then the launch call
 * runs (launch.run.ts, loaded then). A failed call closes the window; its message, the deposit prompt or the maintenance window come from the
 * api-client's callbacks.
 */
export function startLaunch(
  target: LaunchTarget,
  options: LaunchOptions,
  env: LaunchEnvironment,
): Promise<LaunchOutcome> {
  const mode = options.mode ?? 'real';
  const origin = options.origin ?? 'page';
  if (mode === 'real') {
    const verdict = checkAccess('launchGame', env.session);
    if (!verdict.allowed) {
      env.refuse(verdict);
      return Promise.resolve({ status: 'refused', verdict });
    }
  }
  const presentation = presentationOf(target, options.device);
  const win = presentation === 'window' ? env.openWindow() : null;
  if (presentation === 'window' && !win) {
    env.popupBlocked();
    return Promise.resolve({ status: 'blocked' });
  }
  // The call itself and what follows it load on the first launch: the home page ships only what it shows.
  return import('./launch.run').then(
    ({ runLaunch }) => runLaunch(target, mode, origin, env, win),
    (error: unknown) => {
      win?.close();
      return { status: 'failed', error } as const;
    },
  );
}

/** What the site's launch hook returns: start a game from a click (the window opens inside the click). */
export type LaunchGame = (target: LaunchTarget, options?: LaunchOptions) => Promise<LaunchOutcome>;
