import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRoute } from '../testing/fake.server';
import { settingsFixture } from '../testing/fixtures';
import { renderWithShell } from '../testing/render';
import { ChatRoom } from './ChatRoom';
import { chatOf } from './chat.store';

const player = { token: 'tok-1', isAgent: '0', username: 'member01', merchantCode: 'AURUM' };

const status = (overrides: Record<string, unknown> = {}): FakeRoute => ({
  value: {
    enabled: true,
    hasPermission: true,
    unReadCount: 120,
    chatUrl: null,
    liveChat: { userId: 'u7', userName: 'Lucky Li', verifyToken: 'a'.repeat(32), expiresAt: 4_102_444_800_000 },
    ...overrides,
  },
});

async function renderRoom(routes: Record<string, FakeRoute>, session: Record<string, string> = player) {
  const rendered = await renderWithShell(<ChatRoom />, {
    session,
    routes: { 'GET /wps/chat/status': status(), ...routes },
  });
  act(() => rendered.platform.flags.evaluate({ CBS3: '1' }));
  return rendered;
}

describe('ChatRoom', () => {
  it('shows the button with dots above 99 unread; opening verifies the token and embeds the conversation', async () => {
    const { server } = await renderRoom({
      'POST /wps/chat/livechat/verify-token': { value: { vToken: 'v'.repeat(32), embedUrl: '/x', expiresAt: 0 } },
    });
    const button = await screen.findByRole('button', { name: /^Chat room/ });
    expect(within(button).getByText('...')).toBeInTheDocument();
    await userEvent.click(button);
    const frame = await screen.findByTitle('Customer service conversation');
    const src = new URL(frame.getAttribute('src') ?? '');
    // settings.liveChat.embedUrl of the boot fixtures ('/e'), with vToken, userId and userName.
    expect(src.pathname).toBe('/e');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      vToken: 'v'.repeat(32),
      userId: 'u7',
      userName: 'Lucky Li',
    });
    expect(JSON.parse(server.callsTo('POST /wps/chat/livechat/verify-token')[0]?.body ?? '{}')).toEqual({
      userId: 'u7',
      verifyToken: 'a'.repeat(32),
    });
  });

  it('closes the window and warns when the verify token is refused', async () => {
    const { platform } = await renderRoom({
      'POST /wps/chat/livechat/verify-token': { fail: { errorCode: 'chat.token.invalid' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Chat room/ }));
    await waitFor(() => expect(chatOf(platform).windowOpen).toBe(false));
    expect(platform.ui.toasts.getSnapshot().map((toast) => toast.title)).toContain(
      'The support connection has expired. Please open it again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing to a trial account (isAgent 4), and never asks its chat status', async () => {
    const { server } = await renderRoom({}, { ...player, isAgent: '4' });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /^Chat room/ })).not.toBeInTheDocument();
    expect(server.callsTo('GET /wps/chat/status')).toHaveLength(0);
  });

  it('shows nothing without hasPermission where the merchant checks it, and the button where it does not', async () => {
    const check = (permissionCheck: boolean) => ({
      'GET /wps/chat/status': status({ hasPermission: false, liveChat: null }),
      'GET /wps/system/settings/consolidated': {
        value: settingsFixture({ chat: { enabled: true, permissionCheck } }),
      },
    });
    const checked = await renderRoom(check(true));
    await waitFor(() => expect(checked.server.callsTo('GET /wps/chat/status')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /^Chat room/ })).not.toBeInTheDocument();
    checked.view.unmount();
    await renderRoom(check(false));
    expect(await screen.findByRole('button', { name: /^Chat room/ })).toBeInTheDocument();
  });
});
