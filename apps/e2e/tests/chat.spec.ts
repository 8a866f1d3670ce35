import type { Page } from '@playwright/test';
import { chatButton, chatWindow, exchangeWithAgent, seededChatFlag, withChat } from '../src/chat';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { setFlags } from '../src/member';
import { injectFault, loginAs } from '../src/shell';

// The chat button snaps to an edge with a transition, and the window is placed and sized from where it rests: measured
// as a player who has not asked for less motion sees it.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async () => {
  await resetSandbox();
});

async function dragTo(page: Page, x: number, y: number): Promise<void> {
  const box = await chatButton(page).boundingBox();
  if (!box) throw new Error('no chat button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.up();
}

/** The button's resting place once its snap transition has ended. */
async function restingPlace(page: Page): Promise<{ x: number; y: number }> {
  const button = chatButton(page);
  await expect(button).not.toHaveAttribute('data-dragging', /.*/);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const box = await button.boundingBox();
  return { x: Math.round(box?.x ?? -1), y: Math.round(box?.y ?? -1) };
}

test('the chat button snaps to the nearest edge on release, opens on a click without a drag and keeps its place', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await withChat(merchant, async () => {
    await loginAs(page);
    await expect(chatButton(page)).toBeVisible();
    // Released right of the middle: 16 px margin from the right edge (its left side 72 px from it), 300 px down.
    await dragTo(page, 900, 300);
    expect(await restingPlace(page)).toEqual({ x: 1280 - 72, y: 300 - 28 });
    await expect(chatWindow(page)).toHaveCount(0);
    // Left of the middle: 16 px from the left edge.
    await dragTo(page, 500, 500);
    expect(await restingPlace(page)).toEqual({ x: 16, y: 500 - 28 });
    await expect(chatWindow(page)).toHaveCount(0);
    // Kept across a reload.
    await page.reload();
    await expect(chatButton(page)).toBeVisible();
    expect(await restingPlace(page)).toEqual({ x: 16, y: 472 });
    await chatButton(page).click();
    await expect(chatWindow(page)).toBeVisible();
    // The window opens in the bottom corner of the button's side, 16 px in.
    const box = await chatWindow(page).boundingBox();
    expect(Math.round(box?.x ?? 0)).toBe(16);
    await chatWindow(page).getByRole('button', { name: 'Close' }).click();
    await expect(chatWindow(page)).toHaveCount(0);
    await expect(chatButton(page)).toBeVisible();
  });
  expect(errors).toEqual([]);
});

test('live chat: the verified embed opens with vToken, userId and userName, a message goes both ways, the reply counts as unread', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await withChat(merchant, async () => {
    await loginAs(page);
    const verify = page.waitForResponse((response) => response.url().endsWith('/wps/chat/livechat/verify-token'));
    await chatButton(page).click();
    // The provider exchanged the one-use verify token for a vToken, and the embed opened with it, userId and userName.
    const { value } = (await (await verify).json()) as { value: { vToken: string } };
    expect(value.vToken).toMatch(/^[0-9a-f]{32}$/);
    const frame = chatWindow(page).getByTitle('Customer service conversation');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`/stand-in/livechat/embed\\?vToken=${value.vToken}&userId=u\\d+&userName=\\w+`),
    );
    await exchangeWithAgent(page, 'Where is my deposit?');
    // Resizable within its bounds. The window is on the left (the button's default side): its grip is the top-right
    // corner, so Right and Up grow it.
    const grip = chatWindow(page).getByRole('button', { name: 'Resize the chat window (arrow keys)' });
    const size = async () => {
      const box = await chatWindow(page).boundingBox();
      return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)];
    };
    await grip.focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Shift+ArrowDown');
    expect(await size()).toEqual([200, 280]);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowRight');
    expect((await size())[0]).toBe(480);
    // And by pointer: the grip dragged 100 px left and 100 px up (towards the anchored side and away from the bottom).
    const corner = await grip.boundingBox();
    if (!corner) throw new Error('no grip');
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + corner.width / 2 - 100, corner.y + corner.height / 2 - 100, { steps: 5 });
    await page.mouse.up();
    expect(await size()).toEqual([380, 380]);
    await checkAndShoot(page, merchant.code, 'chat-window');
    await chatWindow(page).getByRole('button', { name: 'Close' }).click();
    // The agent's reply came after the page last read the conversation: one unread on the button.
    await expect(chatButton(page)).toHaveAccessibleName(/1 unread messages/);
  });
  expect(errors).toEqual([]);
});

test('a failed verify-token closes the chat window and warns', async ({ page, merchant }) => {
  await withChat(merchant, async () => {
    await loginAs(page);
    await injectFault(merchant, { path: '/wps/chat/livechat/verify-token', errorCode: 'chat.token.invalid' });
    await chatButton(page).click();
    await expect(
      page.getByText('The support connection has expired. Please open it again.', { exact: true }),
    ).toBeVisible();
    await expect(chatWindow(page)).toHaveCount(0);
    await expect(chatButton(page)).toBeVisible();
    // The fault was for one call: the next opening connects.
    await chatButton(page).click();
    await expect(chatWindow(page).getByTitle('Customer service conversation')).toBeVisible();
  });
});

test('no chat room for visitors or trial accounts', async ({ page, merchant }) => {
  await withChat(merchant, async () => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await expect(chatButton(page)).toHaveCount(0);
    await loginAs(page, 'trial01');
    // Customer service offers no chat room to a trial account either.
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Live chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Customer service' }).getByRole('button', { name: /^Chat room/ }),
    ).toHaveCount(0);
    await expect(chatButton(page)).toHaveCount(0);
  });
});

test('no chat room without CBS3', async ({ page, merchant }) => {
  await setFlags(merchant, { CBS3: '0' });
  try {
    await loginAs(page);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Live chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Customer service' }).getByRole('list')).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Customer service' }).getByRole('button', { name: /^Chat room/ }),
    ).toHaveCount(0);
    await expect(chatButton(page)).toHaveCount(0);
  } finally {
    await setFlags(merchant, { CBS3: seededChatFlag(merchant) });
  }
});
