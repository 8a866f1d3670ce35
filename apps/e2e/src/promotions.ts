import { expect, type Locator, type Page } from '@playwright/test';
import { control } from './control';
import type { MerchantApp } from './merchants';

/** Helpers of the promotions and payment-confirmation browser tests. */

/** A 16 x 9 PNG, real by content (the pickers check the bytes, not the name). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFElEQVR4nGO4udaVJMQwqmFQaAAAxFMCQMCs7yoAAAAASUVORK5CYII=';

export const pngFile = (name = 'receipt.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(PNG_BASE64, 'base64'),
});

/** A text file named like a picture: refused by its content. */
export const fakePng = () => ({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });

/** Picks files in the image picker inside `scope`. */
export async function pick(scope: Locator, files: ReturnType<typeof pngFile>[]): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles(files);
}

export interface StoredClaim {
  id: number;
  promotion_id: number;
  status: string;
  remarks: string;
  username: string;
  merchant_code: string;
  pictures: number;
}

export async function storedClaims(merchant: MerchantApp): Promise<StoredClaim[]> {
  const rows = await control<StoredClaim[]>('/promotions/claims');
  return rows.filter((row) => row.merchant_code === merchant.code);
}

/** Walks through the prize modal on screen: cracks or spins where asked, then next, then OK. */
export async function closePrizes(page: Page): Promise<void> {
  const prize = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(prize).toBeVisible();
  for (let step = 0; step < 10 && (await prize.isVisible()); step++) {
    const reveal = prize.getByRole('button', { name: /Crack the golden egg|Spin the wheel/ });
    if (await reveal.isVisible()) await reveal.click();
    await expect(prize.getByText('Transaction')).toBeVisible();
    const next = prize.getByRole('button', { name: 'Next prize' });
    if (await next.isVisible()) await next.click();
    else await prize.getByRole('button', { name: 'OK' }).click();
  }
  await expect(prize).toBeHidden();
}

/** Opens the header's reward panel (if closed) and returns it. */
export async function openRewards(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: /^Your rewards/ });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return page.getByRole('group', { name: 'Your rewards' });
}
