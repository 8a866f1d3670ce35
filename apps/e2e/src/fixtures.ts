import { test as base } from '@playwright/test';
import type { MerchantApp } from './merchants';

/** The session key the promotion popup of the home page sets once it was closed (site: promotions feature). */
const POPUP_SEEN_KEY = 'promotionPopupSeen';

/**
 * The merchant app of the current Playwright project, and the home page's promotion popup: it opens once a tab
 * session on the home page, so every test starts with it already seen unless it sets `promotionPopup: true`
 * (the promotions spec tests the popup itself).
 */
export const test = base.extend<{ merchant: MerchantApp; promotionPopup: boolean }>({
  merchant: [undefined as unknown as MerchantApp, { option: true }],
  promotionPopup: [false, { option: true }],
  page: async ({ page, promotionPopup }, use) => {
    if (!promotionPopup) {
      await page.addInitScript((key) => {
        try {
          sessionStorage.setItem(key, '1');
        } catch {
          // about:blank and the like have no storage.
        }
      }, POPUP_SEEN_KEY);
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
