// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadMiniGame } from './mini-game.loader';

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-mini-game]')];

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.MiniGame;
});

describe('loadMiniGame', () => {
  it('adds the script once per version and resolves with the global it defines', async () => {
    const first = loadMiniGame('9.0.1');
    const again = loadMiniGame('9.0.1');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe('/mini-game/9.0.1/minigame.js');
    const api = { mount: () => ({ unmount: () => undefined }) };
    window.MiniGame = api;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(again).resolves.toBe(api);
  });

  it('fails when the script does not load, and tries again next time', async () => {
    const failed = loadMiniGame('9.0.2');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);
    void loadMiniGame('9.0.2').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script defines no game', async () => {
    const loading = loadMiniGame('9.0.3');
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define window.MiniGame');
  });
});
