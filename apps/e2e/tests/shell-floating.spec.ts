import type { Locator, Page } from '@playwright/test';
import { agentMenu } from '../src/agent';
import { chatButton } from '../src/chat';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { centreMenu, setFlags } from '../src/member';
import { loginAs } from '../src/shell';

// Issue 28: on AURUM at 1280 px the floating chat button and the mini-game lay over the member and agent centres'
// popups. Nothing fixed on the screen may cover a dialog's own controls: while a modal dialog is open the floating
// controls hide (ui-kit `shared/modalLayers.ts`), and come back where they were when it closes.

test.use({ viewport: { width: 1280, height: 800 } });

/** Both floating controls on, and both centres as popups, whatever the merchant's seed says. */
const FLOATING_AND_POPUPS = { CBS3: '1', MINIGAME3: '1', MEMBERROUTE: '0' };

let seeded: Record<string, string>;
test.beforeEach(async ({ merchant }) => {
  await resetSandbox();
  // An empty change answers the merchant's current flags: what the test puts back.
  seeded = await setFlags(merchant, {});
  await setFlags(merchant, FLOATING_AND_POPUPS);
});
test.afterEach(async ({ merchant }) => {
  await setFlags(
    merchant,
    Object.fromEntries(Object.keys(FLOATING_AND_POPUPS).map((flag) => [flag, seeded[flag] ?? '0'])),
  );
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Overlap {
  floating: string;
  control: string;
}

/**
 * Every element of the page that is fixed on the screen and drawn (not the dialog, nothing inside it, not a backdrop
 * over the whole window), against every control of the dialog as far as the dialog shows it: the pairs whose boxes
 * meet.
 */
function overlaps(dialog: Locator): Promise<Overlap[]> {
  return dialog.evaluate((root) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const drawn = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility === 'visible' && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
    };
    const meet = (a: DOMRect | Box, b: DOMRect | Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const frame = root.getBoundingClientRect();
    const fullWindow = (box: DOMRect) =>
      box.x <= 0 && box.y <= 0 && box.right >= window.innerWidth && box.bottom >= window.innerHeight;
    const floating = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        getComputedStyle(element).position === 'fixed' &&
        !root.contains(element) &&
        drawn(element) &&
        !fullWindow(element.getBoundingClientRect()),
    );
    const controls = [
      ...root.querySelectorAll(
        'button, a[href], [role="menuitem"], [role="button"], [role="link"], input, select, textarea',
      ),
    ].filter(drawn);
    const found: Overlap[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Only what the dialog shows of it: a control scrolled out of its body is not on the screen.
      const x = Math.max(box.x, frame.x);
      const y = Math.max(box.y, frame.y);
      const shown = {
        x,
        y,
        width: Math.min(box.right, frame.right) - x,
        height: Math.min(box.bottom, frame.bottom) - y,
      };
      if (shown.width <= 0 || shown.height <= 0) continue;
      for (const element of floating) {
        if (meet(element.getBoundingClientRect(), shown))
          found.push({ floating: describe(element), control: describe(control) });
      }
    }
    return found;
  });
}

/** The floating controls are on the page before a centre opens: without them the check would prove nothing. */
async function expectFloatingControls(page: Page): Promise<void> {
  await expect(chatButton(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mini-game' }).getByRole('button', { name: 'Spin' })).toBeVisible();
}

/**
 * Opens the centre and goes through every page of its menu, checking whichever dialog shows once it has loaded (an
 * agent's "Refer a Friend" in the member centre leads to the agent centre's Register Center: that one is checked,
 * closed, and the centre opened again for the next entry).
 */
async function checkEveryPage(
  page: Page,
  open: () => Promise<Locator>,
  menuOf: (scope: Locator) => Locator,
): Promise<void> {
  const shown = page.getByRole('dialog');
  const check = async (label: string) => {
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('navigation').locator('[aria-current="page"]')).toBeVisible();
    await expect(shown.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await overlaps(shown), label).toEqual([]);
  };
  let dialog = await open();
  await check('the first page');
  const count = await menuOf(dialog).getByRole('button').count();
  expect(count).toBeGreaterThan(5);
  for (let index = 0; index < count; index += 1) {
    if (!(await dialog.isVisible())) {
      await shown.getByRole('button', { name: 'Close' }).first().click();
      await expect(shown).toHaveCount(0);
      dialog = await open();
    }
    const entry = menuOf(dialog).getByRole('button').nth(index);
    const label = (await entry.textContent()) ?? `entry ${index}`;
    await entry.click();
    await check(label);
  }
}

/** Closes the dialog that shows: the floating controls are back where they were. */
async function closeAndExpectFloatingBack(page: Page): Promise<void> {
  const shown = page.getByRole('dialog');
  await shown.getByRole('button', { name: 'Close' }).first().click();
  await expect(shown).toHaveCount(0);
  await expectFloatingControls(page);
}

test('the member centre: no floating control covers its controls on any page; they come back when it closes', async ({
  page,
}) => {
  await loginAs(page, 'agent01');
  await expectFloatingControls(page);
  await checkEveryPage(
    page,
    async () => {
      await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Deposit' }).click();
      const scope = page.getByRole('dialog', { name: 'Member Center' });
      await expect(scope.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
      return scope;
    },
    centreMenu,
  );
  await closeAndExpectFloatingBack(page);
});

test('the agent centre: no floating control covers its controls on any page; they come back when it closes', async ({
  page,
}) => {
  await loginAs(page, 'agent01');
  await expectFloatingControls(page);
  await checkEveryPage(
    page,
    async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Agent Center' }).click();
      const scope = page.getByRole('dialog', { name: 'Agent Center' });
      await expect(scope.getByRole('heading', { name: 'Team Overview', level: 2 })).toBeVisible();
      return scope;
    },
    agentMenu,
  );
  await closeAndExpectFloatingBack(page);
});

test('the agent header: every label on one line, whole items wrapping when the row is full', async ({ page }) => {
  await loginAs(page, 'agent01');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Agent Center' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Your rewards/ })).toBeVisible();
  // The lines each piece of a label's text takes (its words, not its icon or badge): one for every button of the
  // header (LOG OUT, YOUR REWARDS, AGENT CENTER...). Text hidden for screen readers only is one pixel wide: left out.
  const lines = await header.getByRole('button').evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const found: { label: string; lines: number }[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 1);
        if ((text.textContent ?? '').trim() === '' || rects.length === 0) continue;
        found.push({
          label: (text.textContent ?? '').trim(),
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
        });
      }
      return found;
    }),
  );
  expect(lines.map(({ label }) => label)).toEqual(expect.arrayContaining(['Log out', 'Agent Center', 'Your rewards']));
  expect(lines.filter((entry) => entry.lines !== 1)).toEqual([]);
});
