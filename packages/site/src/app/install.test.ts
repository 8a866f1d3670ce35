import { describe, expect, it, vi } from 'vitest';
import { type BeforeInstallPromptEvent, type InstallState, promptInstall, registerServiceWorker } from './install';

function promptEvent(outcome: 'accepted' | 'dismissed') {
  return {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  } as unknown as BeforeInstallPromptEvent;
}

describe('promptInstall', () => {
  it('opens the saved prompt once and notes an accepted install', async () => {
    const event = promptEvent('accepted');
    const state: InstallState = { prompt: event, installed: false };
    await promptInstall(state);
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(state).toEqual({ prompt: null, installed: true });
  });

  it('drops a dismissed prompt (a prompt is good for one use) and stays not installed', async () => {
    const state: InstallState = { prompt: promptEvent('dismissed'), installed: false };
    await promptInstall(state);
    expect(state).toEqual({ prompt: null, installed: false });
  });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js only after the load event', () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    const target = new EventTarget() as EventTarget & { document: { readyState: string } };
    target.document = { readyState: 'interactive' };
    registerServiceWorker(target as unknown as Window, { register } as unknown as ServiceWorkerContainer);
    expect(register).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing in a browser without service workers', () => {
    const target = { navigator: {}, addEventListener: vi.fn() } as unknown as Window;
    registerServiceWorker(target);
    expect(target.addEventListener).not.toHaveBeenCalled();
  });
});
