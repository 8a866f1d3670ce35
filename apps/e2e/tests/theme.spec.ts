import { expectAccessible } from '../src/axe';
import { expect, test } from '../src/fixtures';

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

test('the home page shows the merchant name in the merchant theme', async ({ page, merchant }) => {
  const { tokens } = await import(`../../${merchant.dir}/src/theme.tokens.ts`);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(merchant.displayName);
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', hexToRgb(tokens.color.surface));
  await expect(body).toHaveCSS('color', hexToRgb(tokens.color.text));
  await expectAccessible(page);
});

test('the header and the type follow the merchant tokens: its own fonts, loaded, and its header layout', async ({
  page,
  merchant,
}) => {
  const { tokens } = await import(`../../${merchant.dir}/src/theme.tokens.ts`);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(merchant.displayName);
  // The first family of the body and heading stacks is the merchant's self-hosted font, and it is really loaded.
  const families = [tokens.font.body, tokens.font.heading].map((stack: string) => stack.split(',')[0]!.trim());
  const loaded = await page.evaluate(async (names) => {
    await document.fonts.ready;
    return names.map((name) =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === name.replace(/"/g, '') && face.status === 'loaded',
      ),
    );
  }, families);
  expect(loaded).toEqual([true, true]);
  const header = page.getByRole('banner');
  const areas = await header.evaluate((element) => getComputedStyle(element).gridTemplateAreas);
  const defaultAreas = '"brand end" "nav nav"';
  expect(areas.replace(/\s+/g, ' ')).toBe((tokens.header?.areas ?? defaultAreas).replace(/\s+/g, ' '));
  // The focus ring is the theme's 2 px ring in the focus colour, also in the header.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(ring).toBe('solid 2px');
});
