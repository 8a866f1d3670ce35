import { randomUUID } from 'node:crypto';
import { createApiClient } from '@platform/api-client';
import { expect, type Page } from '@playwright/test';
import { sandboxControl } from './sandbox';

/** The password of every demo account of the sandbox (its README). */
export const DEMO_PASSWORD = 'Demo1234';

/**
 * Logs a player in through the API (the contract's `accounts.login`, encrypted as the site sends it), as a test whose
 * subject is not the login form starts: no login page, form or welcome to wait for. Returns the session values the
 * site keeps after a login (player-site §3 "Session storage") and the device id the login was made with.
 */
export async function loginThroughApi(merchantCode: string, username: string, password = DEMO_PASSWORD) {
  const deviceId = randomUUID();
  const client = createApiClient({
    baseUrl: sandboxControl.url,
    merchantCode,
    language: 'EN',
    getDeviceId: () => deviceId,
  });
  const result = await client.accounts.login({ username, password });
  // What the site's login writes (accounts: login.controller finishLogin, login.session sessionValuesFromLogin).
  const session: Record<string, string> = {
    token: result.token,
    username: result.customerName,
    isAgent: String(result.isAgent),
    account: result.customerName,
    customerId: String(result.customerId),
    nickname: result.nickname ?? '',
    merchantCode: result.merchantCode,
    ...(result.memberLabel ? { memberLabel: result.memberLabel } : {}),
  };
  return { session, deviceId };
}

/**
 * Resolves once the page's realtime socket is subscribed: the sandbox's WELCOME frame, sent after it has registered the
 * player's socket, so a message the test triggers from then on reaches the page (a message sent before is not kept,
 * as on the real platform). Call before the page loads.
 */
export async function realtimeSubscribed(page: Page): Promise<void> {
  const socket = await page.waitForEvent('websocket', {
    predicate: (ws) => new URL(ws.url()).pathname === '/ws',
    timeout: 0,
  });
  await socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('"WELCOME"'),
    timeout: 0,
  });
}

export interface PlayerPageOptions {
  /** @default DEMO_PASSWORD */
  password?: string;
  /** @default '/' */
  path?: string;
  /**
   * Wait for the realtime socket's subscription too (every test that triggers a realtime message needs it); false for
   * a test that keeps the page from opening its socket. @default true
   */
  realtime?: boolean;
}

/**
 * Opens `path` as a logged-in player: logs in through the API, writes the session into the tab's storage on the
 * site's origin (from a small file of the site, before the app starts), then loads the page, which starts with the
 * player's session as after a reload, and waits for the account bar and the realtime subscription.
 */
export async function openAsPlayer(
  page: Page,
  merchantCode: string,
  username: string,
  options: PlayerPageOptions = {},
): Promise<void> {
  const { session, deviceId } = await loginThroughApi(merchantCode, username, options.password);
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ values, device }) => {
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
      localStorage.setItem('deviceId', device);
    },
    { values: session, device: deviceId },
  );
  const subscribed = options.realtime === false ? undefined : realtimeSubscribed(page);
  await page.goto(options.path ?? '/');
  // The info bar (on a phone its logout is in the menu sheet; the bar itself shows on every screen).
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await subscribed;
}
