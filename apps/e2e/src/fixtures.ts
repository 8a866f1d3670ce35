import { test as base } from '@playwright/test';
import type { MerchantApp } from './merchants';

/** The merchant app of the current Playwright project. */
export const test = base.extend<{ merchant: MerchantApp }>({
  merchant: [undefined as unknown as MerchantApp, { option: true }],
});

export { expect } from '@playwright/test';
