import { BotCheckLoadError } from './botcheck.machine';

/**
 * Adds the provider's script to the page and resolves once it has run. Failures reject with the provider's own
 * "network failure" code, so the loader reports them the way the provider would (points §8).
 */
export function loadScriptTag(url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new BotCheckLoadError('60204', `could not load ${url}`));
    };
    document.head.appendChild(script);
  });
}

/** The global `initGeetest4` of the provider's script. */
export function readInitGeetest4() {
  return (globalThis as { initGeetest4?: import('./botcheck.types').InitGeetest4 }).initGeetest4;
}
