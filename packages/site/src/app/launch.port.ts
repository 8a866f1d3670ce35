/**
 * The launch code (rules, game window, the call's wiring) is not needed to draw any page, so it loads on the
 * player's first sign of intent to play: the pointer coming over a block of games, focus entering it, a finger
 * touching it, a vendor's games popup opening. By the click it is there, and the game window opens inside the click
 * as browsers require. A click that comes first (a very fast tap) waits for the load; the window then opens a moment
 * after the click, which browsers still allow within the click's activation (Chromium and Firefox: 5 s).
 */
import type { LaunchOptions, LaunchOutcome, LaunchTarget } from '@platform/games';
import type { useT } from '@platform/ui-kit';
import type { useNavigate } from '@tanstack/react-router';
import type { HTMLAttributes } from 'react';
import type { Platform } from './platform';
import type { Refusal } from './useRefusal';

/** What `useLaunchGame` reads from React: the platform, navigation, refusals and translations. */
export interface LaunchContext {
  platform: Platform;
  navigate: ReturnType<typeof useNavigate>;
  refuse: (verdict: Refusal) => void;
  t: ReturnType<typeof useT>;
}

/**
 * The launch code a feature provides (the launch feature's manifest, `launchCode`): starts a game, called
 * synchronously from the click once loaded, so the game window opens inside the click.
 */
export interface LaunchModule {
  launchGame(target: LaunchTarget, options: LaunchOptions, context: LaunchContext): Promise<LaunchOutcome>;
}

let provided: (() => Promise<LaunchModule>) | undefined;

/**
 * Names where the launch code is (feature.registry.ts calls it with the manifest's `launchCode`): the port through
 * which lobby, home, promotions and lottery start games without importing the launch feature.
 */
export function provideLaunchCode(load: () => Promise<LaunchModule>): void {
  provided = load;
}

export interface LaunchLoader {
  /** Loads the launch code once; a failed load (a chunk lost to a deploy) is tried again by the next call. */
  preload(): Promise<LaunchModule>;
  /** The launch code if it has loaded, so the launch can run synchronously inside the click. */
  loaded(): LaunchModule | undefined;
  /** Drops the loaded code, as a new page starts (`resetLaunchPort`, for tests). */
  forget(): void;
}

export function createLaunchLoader(load: () => Promise<LaunchModule>): LaunchLoader {
  let module: LaunchModule | undefined;
  let loading: Promise<LaunchModule> | undefined;
  return {
    preload() {
      if (loading) return loading;
      const pending: Promise<LaunchModule> = load().then((loaded) => {
        // A load still under way when the code was forgotten belongs to the page before.
        if (loading === pending) module = loaded;
        return loaded;
      });
      loading = pending;
      pending.catch(() => {
        if (loading === pending) loading = undefined;
      });
      return pending;
    },
    loaded: () => module,
    forget() {
      module = undefined;
      loading = undefined;
    },
  };
}

/** The site's one loader of the launch code. */
export const launchLoader = createLaunchLoader(() =>
  provided ? provided() : Promise.reject(new Error('no feature provides the launch code (launchCode)')),
);

/**
 * For tests: the port as a page starts, with no launch code provided or loaded. The component test files of a worker
 * share its modules (vitest.shared.ts); the site's test set-up calls this before each file.
 */
export function resetLaunchPort(): void {
  provided = undefined;
  launchLoader.forget();
}

/** Starts loading the launch code (an intent to play). */
export const preloadLaunch = () => launchLoader.preload();

const onIntent = () => void preloadLaunch();

/** Spread on an element holding things that start games: loads the launch when the player heads for them. */
export const launchIntent = {
  onPointerEnter: onIntent,
  onFocus: onIntent,
  onTouchStart: onIntent,
} satisfies HTMLAttributes<HTMLElement>;
