// The installable app's two hooks into the page, both set up by createMerchantApp: the service worker's
// registration (after the load event: it never competes with the first paint) and the browser's install prompt,
// which Chromium offers once, early, whatever the route: it is kept here until the download page offers it.
import { proxy, ref } from 'valtio/vanilla';

/** Chromium's `beforeinstallprompt` event (not in the DOM library's types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The saved prompt; null when the browser gave none (iOS Safari, Firefox) or it was used. */
  prompt: BeforeInstallPromptEvent | null;
  /** Installed in this visit, or running as the installed app. */
  installed: boolean;
}

export const installState = proxy<InstallState>({ prompt: null, installed: false });

/**
 * Keeps the browser's install prompt (its default mini-infobar held back: the download page offers it) and notes an
 * install. `window` is a parameter so tests pass their own.
 */
export function watchInstallPrompt(target: Window = window): void {
  installState.installed = target.matchMedia?.('(display-mode: standalone)').matches ?? false;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installState.prompt = ref(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => {
    installState.prompt = null;
    installState.installed = true;
  });
}

/** Opens the saved prompt; a prompt is good for one use, so it is dropped whatever the player answers. */
export async function promptInstall(state: InstallState = installState): Promise<void> {
  const prompt = state.prompt;
  if (!prompt) return;
  state.prompt = null;
  await prompt.prompt();
  if ((await prompt.userChoice).outcome === 'accepted') state.installed = true;
}

/**
 * Registers the merchant's service worker (`/sw.js`, written by the build: vite.pwa.ts) once the page has loaded.
 * Builds only: `vite dev` has no worker.
 */
export function registerServiceWorker(target: Window = window, worker = target.navigator.serviceWorker): void {
  if (!worker) return;
  const register = () => void worker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
