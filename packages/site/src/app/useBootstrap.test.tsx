import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { statusFixture, templatesFixture } from '../testing/fixtures';
import { createTestPlatform, renderWithShell } from '../testing/render';
import { type BootstrapEnvironment, useBootstrap } from './useBootstrap';

function Boot(props: BootstrapEnvironment) {
  useBootstrap(props);
  return null;
}

describe('useBootstrap', () => {
  it('evaluates the whitelabel flags and keeps the templates in local storage', async () => {
    const test = createTestPlatform({
      routes: { 'GET /wps/system/templates': { value: templatesFixture({ current: 'desktop' }) } },
    });
    await renderWithShell(<Boot viewportWidth={() => 1280} leave={vi.fn()} />, { testPlatform: test });
    await waitFor(() => expect(test.platform.flags.evaluated).toBe(true));
    expect(test.platform.flags.values.MAILCEN).toBe(true);
    await waitFor(() => expect(test.localStorage.getItem('templates')).not.toBeNull());
    expect(JSON.parse(test.localStorage.getItem('templates') ?? '{}')).toMatchObject({ current: 'desktop' });
  });

  it('loads the domain list while the domain answers', async () => {
    const { server } = await renderWithShell(<Boot viewportWidth={() => 1280} leave={vi.fn()} />);
    await waitFor(() => expect(server.callsTo('GET /wps/system/domainRoute')).toHaveLength(1));
  });

  it('fetches the status again when the tab becomes visible', async () => {
    const { server } = await renderWithShell(<Boot viewportWidth={() => 1280} leave={vi.fn()} />);
    await waitFor(() => expect(server.callsTo('GET /wps/system/status')).toHaveLength(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(server.callsTo('GET /wps/system/status')).toHaveLength(2));
    visibility.mockRestore();
  });

  it('sends a narrow screen to the mobile template, keeping the referral code', async () => {
    const leave = vi.fn();
    window.history.replaceState(null, '', '/?r=REF1');
    await renderWithShell(<Boot viewportWidth={() => 800} leave={leave} />, {
      routes: { 'GET /wps/system/status': { value: statusFixture({ mobileTemplate: 'https://m.aurum.example/' }) } },
    });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://m.aurum.example/?r=REF1'));
    window.history.replaceState(null, '', '/');
  });

  it('keeps a wide screen, and a merchant without mobile template', async () => {
    const leave = vi.fn();
    const { server } = await renderWithShell(<Boot viewportWidth={() => 1280} leave={leave} />, {
      routes: { 'GET /wps/system/status': { value: statusFixture({ mobileTemplate: 'https://m.aurum.example/' }) } },
    });
    const narrow = vi.fn();
    await renderWithShell(<Boot viewportWidth={() => 600} leave={narrow} />);
    await waitFor(() => expect(server.callsTo('GET /wps/system/status')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(leave).not.toHaveBeenCalled();
    expect(narrow).not.toHaveBeenCalled();
  });
});
