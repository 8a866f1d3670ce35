import { checkAndShoot } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { FIRST_LOAD, logInAs } from '../src/lobby';

test.beforeEach(async () => {
  await resetSandbox();
});

test('a player adds a favourite from a vendor list, finds it under Favourites and removes it', async ({
  page,
  merchant,
}) => {
  await page.goto('/electron?page=JILI');
  // Visitors cannot favourite (player-site §6): no star.
  await expect(page.getByRole('region', { name: 'JILI games' }).getByRole('article').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: /^Add to favourites/ })).toHaveCount(0);

  await logInAs(page, 'member01', '/electron?page=JILI');
  const games = page.getByRole('region', { name: 'JILI games' });
  await expect(games.getByRole('article').first()).toBeVisible(FIRST_LOAD);
  const star = games.getByRole('button', { name: /^Add to favourites / }).first();
  const name = ((await star.textContent()) ?? '').replace('Add to favourites', '').trim();
  expect(name).not.toBe('');
  const added = page.waitForResponse((response) => response.url().includes('/wps/game/favourites/add'));
  await star.click();
  await expect(games.getByRole('button', { name: `Remove from favourites ${name}` })).toBeVisible();
  expect((await (await added).json()).success).toBe(true);

  const tabs = page.getByRole('navigation', { name: 'Slot game lists' });
  await tabs.getByRole('link', { name: 'Favourites' }).click();
  const favourites = page.getByRole('region', { name: 'Slots' });
  await expect(favourites.getByRole('article', { name })).toBeVisible();
  await expect(favourites.getByRole('article')).toHaveCount(5);
  await checkAndShoot(page, merchant.code, 'favourites');

  await favourites.getByRole('button', { name: `Remove from favourites ${name}` }).click();
  await expect(favourites.getByRole('article', { name })).toHaveCount(0);
  await expect(favourites.getByRole('article')).toHaveCount(4);
  // The server agrees: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Slots' }).getByRole('article')).toHaveCount(4);
});
