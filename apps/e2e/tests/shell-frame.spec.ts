import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expectLoggedIn, loginForm, submitLogin } from '../src/accounts';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { loginAs } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const siteFooter = (page: Page) => page.getByRole('contentinfo');

/** Each merchant's footer as seeded (settings.footer): help links in order, the age, a vendor and a payment mark. */
const FOOTER: Record<string, { links: [string, string][]; age: number; vendor: string; payment: string }> = {
  AURUM: {
    links: [
      ['How to register', 'register'],
      ['Deposit methods', 'deposit-methods'],
      ['Withdrawal times', 'withdraw-time'],
      ['User agreement', 'agreement'],
      ['Privacy', 'privacy'],
    ],
    age: 18,
    vendor: 'Playtech',
    payment: 'UnionPay',
  },
  VERDE: {
    links: [
      ['Deposit methods', 'deposit-methods'],
      ['Withdrawal times', 'withdraw-time'],
      ['Payment confirmation', 'payment-confirmation'],
      ['User agreement', 'terms'],
    ],
    age: 21,
    vendor: 'SABA Sports',
    payment: 'MoMo',
  },
};

test("the footer shows the merchant's help links, responsible gaming, licence and marks; each link lands on a real help article", async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  const expected = FOOTER[merchant.code];
  if (!expected) throw new Error(`no footer seed for ${merchant.code}`);
  await page.goto('/');
  const footer = siteFooter(page);
  const help = footer.getByRole('navigation', { name: 'Help' });
  // The footer's chunk arrives after the first paint (below the fold).
  await help.scrollIntoViewIfNeeded();
  await expect(help.getByRole('link')).toHaveText(expected.links.map(([label]) => label));
  await expect(footer.getByText(`Only players aged ${expected.age} or over may play`)).toBeVisible();
  await expect(footer.getByText(/^Licensed and regulated by /)).toBeVisible();
  // The vendors' logos are the sandbox's served artwork, loaded; payments without artwork are named.
  const vendor = footer
    .getByRole('region', { name: 'Game providers' })
    .getByRole('img', { name: expected.vendor, exact: true });
  await expect(vendor).toBeVisible();
  await expect
    .poll(() => vendor.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(footer.getByRole('region', { name: 'Payment methods' })).toContainText(expected.payment);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${merchant.displayName}. All rights reserved.`);
  await checkAndShoot(page, merchant.code, 'footer');
  // Every help link is routed in place to its article: never a 404.
  for (const [label, tag] of expected.links) {
    await siteFooter(page).getByRole('navigation', { name: 'Help' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/help#${tag}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
    await expect(page.getByRole('heading', { name: /not found/i })).toHaveCount(0);
    await expect(page.locator(`article#${tag}, section#${tag}, [id="${tag}"]`).first()).toBeVisible();
  }
  // The feedback entry opens the feedback dialog.
  await siteFooter(page).getByRole('button', { name: 'Feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the wallets popover fits the 1280x800 window: AURUM's 15 wallets scroll with the total and Transfer reachable by mouse; VERDE's single wallet has nothing to transfer", async ({
  page,
  merchant,
}) => {
  // Logged in through the form, toasts left on screen: the popover must not sit under the login toast.
  await page.goto('/login');
  await submitLogin(loginForm(page), 'member01', DEMO_PASSWORD);
  await expectLoggedIn(page);
  await accountMenu(page).getByRole('button', { name: 'Wallets' }).click();
  const wallets = page.getByRole('group', { name: 'Wallets' });
  await expect(wallets.getByText('Total balance')).toBeInViewport();
  const box = await wallets.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(800);
  if (merchant.code !== 'AURUM') {
    // A single-wallet merchant: its main wallet and the total, no transfer between wallets.
    await expect(wallets.getByRole('listitem')).toHaveCount(1);
    await expect(wallets.getByRole('listitem')).toContainText('Main wallet');
    await expect(wallets.getByRole('button', { name: 'Transfer' })).toHaveCount(0);
    return;
  }
  await expect(wallets.getByRole('listitem')).toHaveCount(15);
  // The list scrolls inside the panel: its last wallet is reachable by the wheel.
  const list = wallets.getByRole('list');
  expect(await list.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
  await list.hover();
  await page.mouse.wheel(0, 2000);
  await expect(wallets.getByRole('listitem').last()).toBeInViewport();
  await checkAndShoot(page, merchant.code, 'wallets-popover');
  // A real mouse click (Playwright refuses one that something else would receive).
  await wallets.getByRole('button', { name: 'Transfer' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('heading', { name: /Transfer/ })
      .first(),
  ).toBeVisible();
});

test('the unread count sits beside the inbox icon, never on it nor on Balance; without MAILCEN it is plain status', async ({
  page,
  merchant,
}) => {
  await loginAs(page, 'member01');
  const item = accountMenu(page).locator(':scope > ul > li').filter({ hasText: 'Messages' });
  const icon = item.locator('svg').first();
  const balance = accountMenu(page).getByText('Balance', { exact: true });
  await expect(icon).toBeVisible();
  const count = item.locator('span[aria-hidden="true"]').last();
  await expect(count).toHaveText(/^\d+$|^\.\.\.$/);
  const [iconBox, countBox, balanceBox] = await Promise.all([
    icon.boundingBox(),
    count.boundingBox(),
    balance.boundingBox(),
  ]);
  if (!iconBox || !countBox || !balanceBox) throw new Error('info bar not laid out');
  expect(countBox.x).toBeGreaterThanOrEqual(iconBox.x + iconBox.width - 1);
  expect(countBox.x + countBox.width).toBeLessThanOrEqual(balanceBox.x);
  if (merchant.code === 'AURUM') {
    // MAILCEN on: the count belongs to the messages button, which opens the message centre.
    await expect(item.getByRole('button', { name: /^Messages, \d+ unread/ })).toBeVisible();
  } else {
    // MAILCEN off: nothing in the item is a control, nothing looks like one.
    await expect(item.getByRole('button')).toHaveCount(0);
    await expect(item.getByRole('link')).toHaveCount(0);
    expect(await count.evaluate((node) => getComputedStyle(node).cursor)).not.toBe('pointer');
    expect(await count.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  }
  await checkAndShoot(page, merchant.code, 'info-bar-unread');
});

test("the login page's mode tabs show their whole labels at 1280 px (AURUM has one mode: no tabs)", async ({
  page,
  merchant,
}) => {
  await page.goto('/login');
  const tabs = loginForm(page).getByRole('tab');
  if (merchant.code === 'AURUM') {
    await expect(loginForm(page).getByLabel('Username', { exact: true })).toBeVisible();
    await expect(tabs).toHaveCount(0);
    return;
  }
  await expect(tabs).toHaveText(['Log in with username', /^Log in with (phone|SMS)/i]);
  const list = await loginForm(page).getByRole('tablist').boundingBox();
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    if (!box || !list) throw new Error('tabs not laid out');
    expect(box.x).toBeGreaterThanOrEqual(list.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 1);
    expect(await tab.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  }
  await checkAndShoot(page, merchant.code, 'login-tabs');
});

test('the right bar never covers the last column of a game grid at 1280 px', async ({ page }) => {
  await page.goto('/electron?page=PTSS');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar).toBeVisible();
  const main = page.getByRole('main');
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('button', { name: /Play now/ }) });
  await expect(cards.first()).toBeVisible();
  const barBox = await bar.boundingBox();
  const rights = await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
  if (!barBox) throw new Error('no right bar');
  expect(Math.max(...rights)).toBeLessThanOrEqual(barBox.x);
});

/**
 * The layout shift of the page so far (CLS as Lighthouse counts it: shifts without recent input), with what moved:
 * each shift's value, time and the elements it moved (tag, class, first words, and from where to where), so a failure
 * says what shifted.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const name = (node: Node | null) =>
          node instanceof Element
            ? `<${node.tagName.toLowerCase()} class="${node.className}"> "${(node.textContent ?? '').trim().slice(0, 40)}"`
            : String(node?.nodeName ?? 'removed node');
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        let total = 0;
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            const moved = entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
            shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, shifts }), 200);
      }),
  );

/** Pages whose lists load after the page, each with what shows once loaded. */
const LOADING_LISTS: [string, (page: Page) => ReturnType<Page['locator']>][] = [
  ['/notices', (page) => page.getByRole('main').getByRole('list').first()],
  ['/promotions', (page) => page.getByRole('main').getByRole('list').nth(1)],
  ['/pointMall', (page) => page.getByRole('main').getByRole('list').first()],
  ['/help', (page) => page.getByRole('main').locator('article').first()],
  ['/lott', (page) => page.getByRole('main').getByRole('list').first()],
];

test('slow lists show placeholders of their size while they load, and the page does not shift (CLS ≤ 0.02)', async ({
  page,
}) => {
  // Every API answer 700 ms late: the page's frame paints first, its lists after.
  await page.route('**/wps/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  for (const [path, loaded] of LOADING_LISTS) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' }).first()).toBeAttached();
    await expect(loaded(page)).toBeVisible();
    await page.waitForTimeout(500);
    const { total, shifts } = await layoutShift(page);
    expect(total, `${path}: ${shifts.join(' | ')}`).toBeLessThanOrEqual(0.02);
  }
});

test("the header does not move while the visitor's login links load: their stand-in holds the place", async ({
  page,
}) => {
  // The login links' chunk is held until the navigation has been measured (without a stand-in there is no "Log in"
  // button until then). VERDE centres its navigation in the space the account area leaves, so an empty place there
  // moved every item by about 80 px when the chunk arrived, under a player's finger (and a test's click).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/HeaderLogin-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const last = nav.getByRole('listitem').last().getByRole('link');
  await expect(page.getByRole('navigation', { name: 'Log in' }).getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const before = await last.boundingBox();
  const arrived = page.waitForResponse(/\/HeaderLogin-[^/]*\.js$/);
  release();
  await arrived;
  // The chunk's links replace the stand-in at the next render, in the same box.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await last.boundingBox()).toEqual(before);
});
