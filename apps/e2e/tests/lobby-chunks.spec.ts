import { DEMO_PASSWORD, openLoginPopup, submitLogin } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { FIRST_LOAD } from '../src/lobby';
import { collectScripts, scriptsCarrying } from '../src/scripts';

/** Text only the crypto package's chunk carries (the RSA key import), and only the launch code's (the popup platform). */
const CRYPTO_MARK = 'RSA-OAEP';
const LAUNCH_MARK = 'flash,html5-desktop';

test('the home route loads neither the encryption nor the launch code; intent and use bring them', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  const live = page.getByRole('region', { name: 'Live Casino' });
  await expect(live.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');
  expect(await scriptsCarrying(scripts, CRYPTO_MARK)).toEqual([]);
  expect(await scriptsCarrying(scripts, LAUNCH_MARK)).toEqual([]);

  // The pointer coming over the games block is the intent to play: the launch code loads before any click.
  await live.hover();
  await expect.poll(async () => (await scriptsCarrying(scripts, LAUNCH_MARK)).length).toBe(1);

  // The first login encrypts its post and sends the device id: the crypto package loads then, once.
  await openLoginPopup(page);
  const login = page.waitForRequest((request) => request.url().includes('/wps/member/login'));
  await submitLogin(page.getByRole('dialog', { name: 'Log in' }), 'member01', DEMO_PASSWORD);
  const request = await login;
  expect(request.headers().encryption).toBeTruthy();
  expect(request.headers().logindeviceid).toHaveLength(36);
  expect(await scriptsCarrying(scripts, CRYPTO_MARK)).toHaveLength(1);
});
