import { test as base } from '@playwright/test';
import type { MerchantApp } from './merchants';

/** The session key the promotion popup of the home page sets once it was closed (site: promotions feature). */
const POPUP_SEEN_KEY = 'promotionPopupSeen';
/** The session key the agent feature sets once it offered an agent's contract requests after login. */
const CONTRACTS_OFFERED_KEY = 'agent.contractsOffered';

/**
 * The merchant app of the current Playwright project, and the home page's promotion popup: it opens once a tab
 * session on the home page, so every test starts with it already seen unless it sets `promotionPopup: true`
 * (the promotions spec tests the popup itself). Likewise an agent's contract requests, offered once a session after
 * login, start as offered unless a test sets `contractRequests: true` (the contracts spec).
 */
export const test = base.extend<{ merchant: MerchantApp; promotionPopup: boolean; contractRequests: boolean }>({
  merchant: [undefined as unknown as MerchantApp, { option: true }],
  promotionPopup: [false, { option: true }],
  contractRequests: [false, { option: true }],
  page: async ({ page, promotionPopup, contractRequests }, use) => {
    const seen = [...(promotionPopup ? [] : [POPUP_SEEN_KEY]), ...(contractRequests ? [] : [CONTRACTS_OFFERED_KEY])];
    if (seen.length > 0) {
      await page.addInitScript((keys) => {
        try {
          for (const key of keys) sessionStorage.setItem(key, '1');
        } catch {
          // about:blank and the like have no storage.
        }
      }, seen);
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
