import { buildLaunchPayload, buildTrialPayload } from './launch.payload';
import type { LaunchMode, LaunchOrigin, LaunchTarget } from './launch.rules';
import type { LaunchEnvironment, LaunchOutcome } from './launch.start';
import type { GameWindow } from './launch.window';

/** The part of a launch after the click: the launch call, then the window or the frame (see launch.start.ts). */
export async function runLaunch(
  target: LaunchTarget,
  mode: LaunchMode,
  origin: LaunchOrigin,
  env: LaunchEnvironment,
  win: GameWindow | null,
): Promise<LaunchOutcome> {
  try {
    const result =
      mode === 'real'
        ? await env.games.launch(
            buildLaunchPayload(target, {
              username: env.session.username,
              token: env.session.token,
              merchantCode: env.merchantCode,
              language: env.language,
              confirmTrans: await env.confirmTrans().catch(() => false),
              origin,
            }),
          )
        : await env.games.launchTrial(buildTrialPayload(target, { language: env.language, origin }));
    // A game whose list entry did not say it needs a window (a category card, a banner) may still answer that it does:
    // browsers usually still allow a window this soon after the click; when they do not, the frame shows it.
    const late = !win && (result.newWindow || result.separatePage) ? env.openWindow() : null;
    const shown = win ?? late;
    if (shown) {
      shown.navigate(result.url);
      shown.watchClosed(() => env.windowClosed(mode, target));
    } else {
      env.showFrame(mode, result.url, target);
    }
    env.started?.(mode, result);
    return { status: 'started', presentation: shown ? 'window' : 'frame', result };
  } catch (error) {
    win?.close();
    return { status: 'failed', error };
  }
}
