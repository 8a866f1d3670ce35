import { checkAndShoot, dismissToasts, watchErrors } from '../src/checks';
import { expect, test } from '../src/fixtures';
import { FIRST_LOAD, firstTileName, gameTile, logInAs } from '../src/lobby';

test.describe('browsing the lobby', () => {
  test('the home games block shows 3 vendors a category, a popular lottery and More buttons', async ({
    page,
    merchant,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const live = page.getByRole('region', { name: 'Live Casino' });
    await expect(live.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
    await expect(live.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Fishing' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Slots' }).getByRole('listitem')).toHaveCount(3);
    const lottery = page.getByRole('region', { name: 'Lottery', exact: true });
    await expect(lottery.getByRole('listitem')).toHaveCount(1);
    await expect(lottery.getByText('Popular lottery')).toBeVisible();
    await expect(page.getByRole('button', { name: /^More / })).toHaveCount(6);
    await dismissToasts(page);
    await checkAndShoot(page, merchant.code, 'home-games');

    await page.getByRole('button', { name: 'More Slots' }).click();
    await expect(page).toHaveURL(/\/electron$/);
    await page.goBack();
    // An RNG vendor of the block goes to its electronic lobby page.
    await page.getByRole('region', { name: 'Slots' }).getByRole('button', { name: 'Playtech Slots' }).click();
    await expect(page).toHaveURL(/\/electron\?page=PTSS$/);
    expect(errors).toEqual([]);
  });

  test('entry tiles go to the route of their game type; the lottery tile passes lottoGameGroup', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('navigation', { name: 'Game types' });
    await tiles.getByRole('link', { name: 'Fishing' }).click();
    await expect(page).toHaveURL(/\/fish$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
    await page.goBack();
    await tiles.getByRole('link', { name: 'Lottery', exact: true }).click();
    await expect(page).toHaveURL(/\/lott\?lottoGameGroup=LOTT$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  });

  test('a game list by vassalage follows query page, 40 games a page', async ({ page, merchant }) => {
    await page.goto('/live?page=DG');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible(FIRST_LOAD);
    const strip = page.getByRole('navigation', { name: 'Providers' });
    await expect(strip.getByRole('button', { name: 'Dream Gaming' })).toHaveAttribute(
      'aria-pressed',
      'true',
      FIRST_LOAD,
    );
    await expect(page.getByRole('region', { name: 'Dream Gaming games' }).getByRole('article')).toHaveCount(10);
    await checkAndShoot(page, merchant.code, 'live');

    await strip.getByRole('button', { name: 'Allbet' }).click();
    await expect(page).toHaveURL(/\/live\?page=ALB$/);
    await expect(page.getByRole('region', { name: 'Allbet games' }).getByRole('article')).toHaveCount(10);

    // PT has 45 slots: 40 on page 1, 5 on page 2, and the page is in the address.
    await page.goto('/electron?page=PT');
    const games = page.getByRole('region', { name: 'Playtech games' });
    await expect(games.getByRole('article')).toHaveCount(40);
    await games.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/electron\?page=PT&pageNum=2$/);
    await expect(games.getByRole('article')).toHaveCount(5);
  });

  test('the game popup lists a vendor 10 a page and opens at page 1 again after closing', async ({
    page,
    merchant,
  }) => {
    await page.goto('/pvp');
    const card = page.getByRole('article', { name: 'Kaiyuan Chess' });
    await card.getByRole('button', { name: 'Play now Kaiyuan Chess' }).click();
    const popup = page.getByRole('dialog', { name: 'Kaiyuan Chess games' });
    await expect(popup.getByRole('article').first()).toBeVisible(FIRST_LOAD);
    await expect(popup.getByRole('article')).toHaveCount(10);
    const firstName = await firstTileName(popup);
    await checkAndShoot(page, merchant.code, 'game-popup');

    await popup.getByRole('button', { name: 'Page 3' }).click();
    await expect(popup.getByRole('article')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await card.getByRole('button', { name: 'Play now Kaiyuan Chess' }).click();
    await expect(popup.getByRole('article')).toHaveCount(10);
    await expect(gameTile(popup, firstName)).toBeVisible();
  });

  test('the electronic lobby: tabs, vendor strip and search; recent and favourites need login', async ({
    page,
    merchant,
  }) => {
    await page.goto('/electron');
    const tabs = page.getByRole('navigation', { name: 'Slot game lists' });
    await expect(tabs.getByRole('link', { name: 'Popular' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Slots' }).getByRole('article').first()).toBeVisible(FIRST_LOAD);
    await checkAndShoot(page, merchant.code, 'electron');

    await tabs.getByRole('link', { name: 'Recently played' }).click();
    await expect(page).toHaveURL(/\/electron\?page=recentGameList$/);
    await expect(page.getByText('Sorry, please log in first.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();
    await checkAndShoot(page, merchant.code, 'electron-login-needed');

    // A vendor, then a search by name; a tab choice drops the search and the page number.
    await page.getByRole('navigation', { name: 'Providers' }).getByRole('button', { name: 'JDB Gaming' }).click();
    await expect(page).toHaveURL(/\/electron\?page=JDB$/);
    const games = page.getByRole('region', { name: 'JDB Gaming games' });
    const word = (await firstTileName(games)).split(' ')[0] ?? '';
    await page.getByRole('searchbox', { name: 'Search games' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/electron\\?page=JDB&name=${word}$`));
    await expect
      .poll(async () => {
        const names = await games.getByRole('article').allTextContents();
        return names.length > 0 && names.every((name) => name.includes(word));
      })
      .toBe(true);
    // The category filter keeps the search; the tab choice below drops both.
    await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(new RegExp(`/electron\\?page=JDB&name=${word}&category=SLOT$`));
    await tabs.getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/electron\?page=favGameList$/);

    // member01 has played and starred games in the seed (other tests may have added some).
    await logInAs(page, 'member01', '/electron?page=recentGameList');
    await expect(page.getByRole('region', { name: 'Slots' }).getByRole('article').first()).toBeVisible();
    await tabs.getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/electron\?page=favGameList$/);
    await expect(
      page
        .getByRole('region', { name: 'Slots' })
        .getByRole('button', { name: /^Remove from favourites/ })
        .first(),
    ).toBeVisible();
    await checkAndShoot(page, merchant.code, 'electron-favourites');
  });
});
