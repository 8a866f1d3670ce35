import { describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing/render';
import { accountsFeature } from './accounts.feature';
import { accountsOf } from './accounts.store';

describe('accountsFeature', () => {
  it('resets the login flags when the session ends', () => {
    const { platform } = createTestPlatform();
    accountsOf(platform).loginCaptcha = true;
    accountsFeature.onSessionEnd(platform);
    expect(accountsOf(platform).loginCaptcha).toBe(false);
  });
});
