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
