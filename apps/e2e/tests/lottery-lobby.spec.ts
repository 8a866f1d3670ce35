import type { Request } from '@playwright/test';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { FIRST_LOAD } from '../src/lobby';
import { clockOffset, lotteryGame, moveClock, setClockOffset } from '../src/lottery';

/** A game's current issue is asked again at most once per 5 s (points §4). */
const ISSUE_REFETCH_MIN_INTERVAL_MS = 5_000;

test.beforeEach(async () => {
  await resetSandbox();
});

test('the lobby: menus with a more-panel above 4, the left list, trends, results, the jackpot in THB and a countdown per game', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await page.goto('/lott');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lottery lobby');
  const menus = page.getByRole('region', { name: 'Games' });
  // SSC has five games: four tiles and one in the more-panel; 11X5 has two, so no more-panel.
  const ssc = menus.getByRole('region', { name: 'Shi Shi Cai' });
  await expect(ssc.getByRole('link')).toHaveCount(4, FIRST_LOAD);
  await expect(menus.getByRole('region', { name: '11 Choose 5' }).getByRole('button')).toHaveCount(0);
  const left = page.getByRole('region', { name: 'Lottery', exact: true });
  await expect(left.getByRole('listitem')).toHaveCount(5);
  await expect(left.getByRole('timer').first()).toHaveText(/^\d\d:\d\d:\d\d$/);
  // The side lists repeat the menus' games as rows: a line each, the time to the draw at its end; the issue and the
  // closing time show on the menus' tiles (the lobby listed the same cards four times).
  await expect(left.getByText(/^Issue /)).toHaveCount(0);
  const rowHeights = await left
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  expect(Math.max(...rowHeights)).toBeLessThan(60);
  await expect(ssc.getByText(/^Bets close at \d\d:\d\d:\d\d$|^Betting closed/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular trends' }).getByRole('link')).toHaveCount(6);
  await expect(
    page.getByRole('region', { name: 'Draw results' }).getByRole('list', { name: /Winning numbers$/ }),
  ).toHaveCount(5);
  const jackpot = page.getByRole('region', { name: 'Jackpot' });
  await expect(jackpot).toContainText(/THB\s[\d,]+\.\d\d/);
  // The figure stays inside its panel (it ran under the right bar at 1280 px).
  const figure = await jackpot.locator('p').evaluate((element) => {
    const panel = element.parentElement?.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    return { right: range.getBoundingClientRect().right, panelRight: panel?.right ?? 0 };
  });
  expect(figure.right).toBeLessThanOrEqual(figure.panelRight);
  await expect(page.getByRole('region', { name: 'Quick bet' }).getByRole('list').first()).toBeVisible();
  await checkAndShoot(page, merchant.code, 'lottery-lobby');

  await ssc.getByRole('button', { name: 'More (1)' }).click();
  const panel = page.getByRole('dialog', { name: 'Shi Shi Cai: more games' });
  await checkAndShoot(page, merchant.code, 'lottery-more-panel');
  await panel.getByRole('link', { name: 'Hanoi 1-minute SSC' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=HNSSC/);
  // A visitor is asked to log in (points §6) and no launch is asked for.
  const refusal = page.getByRole('alert').filter({ hasText: 'Sorry, please log in first.' });
  await expect(refusal).toBeVisible();
  await checkAndShoot(page, merchant.code, 'lottery-visitor');
  await refusal.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('a countdown reaching zero fetches the next issue once (control API clock)', async ({ page, merchant }) => {
  const offset = await clockOffset();
  try {
    // The sandbox clock moved so that CQSSC's draw comes 12 s after the page asks (enough for a loaded machine).
    const listed = await lotteryGame(page, merchant, 'CQSSC');
    await moveClock((((listed.remainTime - 12_000) % 60_000) + 60_000) % 60_000);
    const first = await lotteryGame(page, merchant, 'CQSSC');
    const issueCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lgw/numeros/near') && request.url().includes(`gameId=${first.gameId}`)) {
        issueCalls.push(request);
      }
    });
    await page.goto('/lott');
    // CQSSC's countdown shows in the left list, the live-draw list and its menu: one machine counts them all.
    const tiles = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Chongqing SSC' }) })
      .filter({ has: page.getByRole('timer') });
    // The side lists' rows show the time alone; the menu's tile shows the issue too.
    const menuTile = page
      .getByRole('region', { name: 'Games' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Chongqing SSC' }) });
    await expect(tiles).toHaveCount(3, FIRST_LOAD);
    await expect(menuTile.getByText(`Issue ${first.numero}`)).toBeVisible();
    await expect(menuTile.getByText(/^Issue /)).not.toHaveText(`Issue ${first.numero}`);
    await expect(tiles.first().getByRole('timer')).toHaveText(/^00:0[01]:\d\d$/);
    // One machine counts the three tiles down, so zero asks once, not three times. An answer that still names the
    // closed issue (the sandbox's clock a moment behind the page's corrected one, as on a loaded machine) is asked
    // again, 5 s later at the earliest (points §4): the calls are never closer than that.
    expect(issueCalls.length).toBeGreaterThanOrEqual(1);
    await Promise.all(issueCalls.map((request) => request.response()));
    const starts = issueCalls.map((request) => request.timing().startTime);
    for (const [index, start] of starts.entries()) {
      if (index > 0)
        expect(start - (starts[index - 1] ?? 0)).toBeGreaterThanOrEqual(ISSUE_REFETCH_MIN_INTERVAL_MS - 100);
    }
  } finally {
    await setClockOffset(offset);
  }
});

test('the lobby and the trend page speak each of the merchant’s languages', async ({ page, merchant }) => {
  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const titles: Record<string, [string, string]> = {
    CN: ['彩票大厅', '走势图'],
    TW: ['彩票大廳', '走勢圖'],
    JA: ['宝くじロビー', 'トレンドチャート'],
    EN: ['Lottery lobby', 'Trend chart'],
    TH: ['ล็อบบี้หวย', 'กราฟแนวโน้ม'],
    VI: ['Sảnh xổ số', 'Biểu đồ xu hướng'],
  };
  await page.goto('/lott');
  for (const language of status.value.languages as string[]) {
    await page.evaluate((lang) => localStorage.setItem('hisLang', lang), language);
    await page.goto('/lott');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[language]?.[0] ?? '');
    await page.getByRole('link', { name: titles[language]?.[1] ?? '' }).click();
    await expect(page).toHaveURL(/\/lotteryTrend$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[language]?.[1] ?? '');
    await expect(page.getByRole('main').getByRole('img')).toBeVisible(FIRST_LOAD);
  }
});

test('the home page’s popular lottery goes to /lottery with its game', async ({ page }) => {
  await page.goto('/');
  const lottery = page.getByRole('region', { name: 'Lottery' });
  await lottery.getByRole('listitem').getByRole('button').click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/lottery\?gameId=[^&]+&lottoGameGroup=LOTT$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lottery game');
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, please log in first.' })).toBeVisible();
});
