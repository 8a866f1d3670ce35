import { expect, type Page } from '@playwright/test';
import { setFlags } from './member';
import type { MerchantApp } from './merchants';

/** Helpers of the chat specs (chat.spec.ts, phone-player.spec.ts). */

/** CBS3 as each merchant is seeded (AURUM on, VERDE off): a test that changes it puts it back. */
const SEEDED_CBS3: Record<string, string> = { AURUM: '1', VERDE: '0' };
export const seededChatFlag = (merchant: MerchantApp) => SEEDED_CBS3[merchant.code] ?? '0';

/** Runs `body` with the chat room switched on for this merchant, then restores the seeded flag. */
export async function withChat(merchant: MerchantApp, body: () => Promise<void>): Promise<void> {
  await setFlags(merchant, { CBS3: '1' });
  try {
    await body();
  } finally {
    await setFlags(merchant, { CBS3: seededChatFlag(merchant) });
  }
}

export const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat room/ });
export const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Chat with customer service' });
/** The stand-in live-chat vendor's conversation inside the chat window. */
const conversation = (page: Page) => page.frameLocator('iframe[title="Customer service conversation"]');

/**
 * Sends `text` in the stand-in conversation (pressed by `click`, or `tap` on a phone) and waits for both sides: the
 * player's line, and the agent's reply after the welcome.
 */
export async function exchangeWithAgent(page: Page, text: string, press: 'click' | 'tap' = 'click'): Promise<void> {
  const chat = conversation(page);
  await expect(chat.locator('#log li').first()).toHaveText(/^Hello .+, welcome!$/);
  await chat.locator('#text').fill(text);
  await chat.getByRole('button', { name: 'Send' })[press]();
  await expect(chat.locator('#log li.player')).toHaveText(text);
  await expect(chat.locator('#log li.agent')).toHaveCount(2);
}
