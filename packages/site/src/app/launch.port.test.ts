import { describe, expect, it, vi } from 'vitest';
import { createLaunchLoader, type LaunchModule } from './launch.port';

const fakeModule = { launchGame: vi.fn() } as unknown as LaunchModule;

describe('createLaunchLoader', () => {
  it('loads nothing until the first intent, then holds the code for a synchronous launch', async () => {
    const load = vi.fn(async () => fakeModule);
    const loader = createLaunchLoader(load);
    expect(load).not.toHaveBeenCalled();
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.preload()).resolves.toBe(fakeModule);
    expect(loader.loaded()).toBe(fakeModule);
  });

  it('loads once for every intent (pointer, focus, touch) that comes before or after the load', async () => {
    let finish: (module: LaunchModule) => void = () => undefined;
    const load = vi.fn(() => new Promise<LaunchModule>((resolve) => (finish = resolve)));
    const loader = createLaunchLoader(load);
    const first = loader.preload();
    const second = loader.preload();
    expect(loader.loaded()).toBeUndefined();
    finish(fakeModule);
    expect(await first).toBe(await second);
    await loader.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next intent after a failed load (a chunk lost to a deploy)', async () => {
    const load = vi
      .fn<() => Promise<LaunchModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fakeModule);
    const loader = createLaunchLoader(load);
    await expect(loader.preload()).rejects.toThrow('Failed to fetch');
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.preload()).resolves.toBe(fakeModule);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets the loaded code, so the next intent loads it again', async () => {
    const load = vi.fn(async () => fakeModule);
    const loader = createLaunchLoader(load);
    await loader.preload();
    loader.forget();
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.preload()).resolves.toBe(fakeModule);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
