import type { Page } from '@playwright/test';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';

// Issue 27 item 7: the sandbox's stand-in pages answer on every merchant site's own origin, so a reflected script
// there would run with the site's cookies and storage. Each hostile address is opened on the site's origin; nothing
// may run (no dialog, no marker), nothing may navigate away, and the page carries a Content-Security-Policy.

const payload = '</script><script>window.__pwned=1;alert(document.domain)</script>';

test.beforeEach(async () => {
  await resetSandbox();
});

/** Records what a hostile page managed: dialogs it opened and requests it sent off the site. */
function watch(page: Page, origin: string) {
  const dialogs: string[] = [];
  const offSite: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) offSite.push(url);
  });
  return { dialogs, offSite };
}

async function nothingRan(page: Page, seen: ReturnType<typeof watch>, origin: string) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  expect(seen.offSite).toEqual([]);
  expect(page.url().startsWith(origin)).toBe(true);
}

test('the stand-in lottery page runs nothing it reflects', async ({ page, baseURL }) => {
  const origin = baseURL as string;
  const seen = watch(page, origin);
  for (const query of [`ticket=${encodeURIComponent(payload)}`, `ticket=x&game=${encodeURIComponent(payload)}`]) {
    const response = await page.goto(`/lgw/stand-in/lobby?${query}`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    // The page's own script did run (it asked for the ticket's state and says the link is no good).
    await expect(page.locator('#msg')).toHaveText('This lottery link has expired. Open the lottery again.');
    await nothingRan(page, seen, origin);
  }
});

test('the stand-in sign-in page runs nothing it reflects and sends the token nowhere else', async ({
  page,
  baseURL,
  merchant,
}) => {
  const origin = baseURL as string;
  const seen = watch(page, origin);
  const signIn = (query: Record<string, string>) =>
    page.goto(`/stand-in/firebase/signin?${new URLSearchParams({ merchant: merchant.code, ...query })}`);

  const reflected = await signIn({ channel: payload });
  expect(reflected?.headers()['content-security-policy']).toMatch(/default-src 'none'/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with a test identity');
  await nothingRan(page, seen, origin);

  // A javascript: redirect and a redirect to another site are dropped: signing in shows the token on the page.
  for (const redirect of ['javascript:window.__pwned=1;alert(1)', 'https://evil.example/steal']) {
    await signIn({ channel: 'google', redirect });
    await page.getByRole('listitem').first().getByRole('button').click();
    await expect(page.locator('#result')).toContainText('id token:');
    await nothingRan(page, seen, origin);
  }

  // The site's own address is a redirect it follows, with the token in the fragment.
  await signIn({ channel: 'google', redirect: `${origin}/login` });
  await page.getByRole('listitem').first().getByRole('button').click();
  await page.waitForURL((url) => url.pathname === '/login' && url.hash.includes('idToken='));
  expect(seen.dialogs).toEqual([]);
});
