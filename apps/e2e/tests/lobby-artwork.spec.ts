import { expect, test } from '../src/fixtures';
import { expectArtworkWhole, expectRowsFill, FIRST_LOAD } from '../src/lobby';

/**
 * The sandbox's artwork as a player sees it: every picture loads and shows whole (its box has its aspect ratio, or it
 * is fitted inside), the hero banners are whole down to 1024 px, and the home games block's rows fill.
 */
test.describe('artwork fitted to its box', () => {
  test('the home games block: rows end at the block’s edge, every vendor picture whole', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const live = page.getByRole('region', { name: 'Live Casino' });
    await expect(live.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
    const categories = page.locator('section[data-cards]');
    const block = categories.first().locator('..');
    await expectRowsFill(block, categories);
    // A category of one vendor shares its row: its card is as wide as the cards of the others in the row.
    const widths = await page.locator('section[data-cards] li').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        return { top: Math.round(box.top), width: box.width };
      }),
    );
    const rows = new Map<number, number[]>();
    for (const card of widths) rows.set(card.top, [...(rows.get(card.top) ?? []), card.width]);
    for (const row of rows.values()) expect(Math.max(...row) - Math.min(...row)).toBeLessThanOrEqual(2);
    // The block's pictures are decorative (the name is the button's text): found by tag, not by role.
    await expectArtworkWhole(block.locator('img'));
  });

  // 1024 px is the narrowest the desktop site shows (below it sends visitors to the merchant's mobile address); the
  // banner at 375 px is BannerCarousel's Phone story and the sandbox's banner test.
  for (const width of [1280, 1024]) {
    test(`the hero banner shows its whole picture at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Featured' }).getByRole('img', { name: 'Welcome to the tables' });
      await expect(banner).toBeVisible(FIRST_LOAD);
      await expectArtworkWhole(banner);
      // The whole picture is inside the carousel's box (nothing clipped at its sides) and inside the window.
      const box = await banner.boundingBox();
      const frame = await page.getByRole('region', { name: 'Featured' }).boundingBox();
      if (!box || !frame) throw new Error('the banner is not shown');
      expect(box.x).toBeGreaterThanOrEqual(Math.max(0, frame.x) - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(width, frame.x + frame.width) + 1);
    });
  }

  test('live casino: each vendor card shows its vendor’s artwork whole', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/live');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible(FIRST_LOAD);
    await expectArtworkWhole(cards.getByRole('img'));
  });

  test('the electronic lobby: provider marks readable, game pictures whole', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/electron?page=PTSS');
    const games = page.getByRole('region', { name: 'Playtech Slots games' });
    await expect(games.getByRole('article').first()).toBeVisible(FIRST_LOAD);
    const marks = page.getByRole('navigation', { name: 'Providers' }).locator('img');
    await expectArtworkWhole(marks);
    for (const box of await marks.evaluateAll((images) => images.map((i) => i.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(28);
    }
    await expectArtworkWhole(games.getByRole('img').first());
    await expectArtworkWhole(games.getByRole('img').nth(7));
  });
});
