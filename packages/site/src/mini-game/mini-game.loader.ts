import { miniGameScriptUrl } from './mini-game.rules';

/**
 * What a mini-game vendor's script defines (the sandbox's stand-in has the same shape, packages/sandbox
 * `stand-ins/minigame.client.ts`): a global whose `mount` draws the game into an element and returns its `unmount`.
 */
export interface MiniGameApi {
  version?: string;
  /** Only the sandbox's stand-in says so. */
  standIn?: boolean;
  mount(element: HTMLElement, options: { language: string }): { unmount(): void };
}

declare global {
  interface Window {
    MiniGame?: MiniGameApi;
  }
}

const loads = new Map<string, Promise<MiniGameApi>>();

function isMiniGameApi(value: unknown): value is MiniGameApi {
  return typeof value === 'object' && value !== null && typeof (value as MiniGameApi).mount === 'function';
}

/**
 * Loads the vendor's script for `version` once per page (a script tag, as the vendor ships it) and resolves with its
 * global. A failed load is forgotten, so the next mount tries again.
 */
export function loadMiniGame(version: string, doc: Document = document): Promise<MiniGameApi> {
  const url = miniGameScriptUrl(version);
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<MiniGameApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.miniGame = version;
    script.onload = () => {
      const api = doc.defaultView?.MiniGame;
      if (isMiniGameApi(api)) resolve(api);
      else reject(new Error(`${url} did not define window.MiniGame`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    doc.head.appendChild(script);
  });
  loads.set(url, loading);
  loading.catch(() => loads.delete(url));
  return loading;
}
