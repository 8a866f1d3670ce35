import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedRedirect, scriptJson, sitePolicy } from './page-security';
import { createTestSandbox, type TestSandbox } from './testing';

// Issue 27 item 7: the pages the sandbox writes run only their own script, reflect nothing as code, redirect only to
// the merchants' sites and post messages to those only.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  // A merchant site the sandbox serves (startSandbox adds each one so).
  sandbox.runtime.config.corsOrigins.add('http://site.example:5173');
});
afterAll(() => sandbox.close());

describe('scriptJson', () => {
  it('writes values no script block can be closed by', () => {
    const text = scriptJson('</script><script>alert(1)</script>&\u2028');
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toBe('</script><script>alert(1)</script>&\u2028');
  });
});

describe('allowedRedirect', () => {
  const origins = new Set(['http://site.example:5173']);
  it('follows only http(s) addresses on a listed origin', () => {
    expect(allowedRedirect('http://site.example:5173/login?x=1', origins)).toBe('http://site.example:5173/login?x=1');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/',
      'http://site.example:5174/',
      '//evil.example/',
      '/relative',
      '',
    ]) {
      expect(allowedRedirect(bad, origins), bad).toBeNull();
    }
  });
});

describe('every page the sandbox writes', () => {
  const pages = [
    '/lgw/stand-in/lobby?ticket=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/lgw/stand-in/trend?game=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/stand-in/firebase/signin?merchant=AURUM&channel=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/stand-in/app/download?platform=%3Cscript%3Ealert(1)%3C%2Fscript%3E&merchant=AURUM',
    '/game/play?session=nothing',
  ];

  it.each(pages)('%s has a policy, and only its own nonce-marked script and style', async (path) => {
    const response = await sandbox.app('AURUM').request(path);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/frame-ancestors 'self'[^;]* http:\/\/site\.example:5173/);
    const html = await response.text();
    // Every script and style block is the page's own (the reflected one was escaped, so it is no block at all).
    const blocks = html.match(/<(script|style)\b[^>]*>/gi) ?? [];
    for (const block of blocks) expect(block).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
  });

  it('gives each answer a nonce of its own', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        (await sandbox.app('AURUM').request('/stand-in/firebase/signin?merchant=AURUM')).headers.get(
          'Content-Security-Policy',
        ) ?? '',
      )?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("posts messages to the merchants' sites only, never to '*'", async () => {
    for (const path of ['/stand-in/firebase/signin?merchant=AURUM', '/lgw/stand-in/lobby?ticket=x']) {
      const html = await (await sandbox.app('AURUM').request(path)).text();
      expect(html).toContain('postMessage(');
      expect(html).not.toMatch(/postMessage\([^)]*'\*'\)/);
      expect(html).toContain('"http://site.example:5173"');
    }
  });

  it("drops a sign-in redirect to another site or a javascript: address, keeps the merchant's own", async () => {
    const redirectOf = async (redirect: string) => {
      const html = await (
        await sandbox
          .app('AURUM')
          .request(`/stand-in/firebase/signin?${new URLSearchParams({ merchant: 'AURUM', redirect })}`)
      ).text();
      return /redirect = ("[^"]*")/.exec(html)?.[1];
    };
    expect(await redirectOf('https://evil.example/')).toBe('""');
    expect(await redirectOf('javascript:alert(1)')).toBe('""');
    expect(await redirectOf('http://site.example:5173/login')).toBe('"http://site.example:5173/login"');
  });
});

describe('the merchant sites', () => {
  it('load scripts from their own origin and the listed ones only', () => {
    const policy = sitePolicy(['http://127.0.0.1:8080']);
    expect(policy).toContain("script-src 'self' http://127.0.0.1:8080");
    expect(policy).toContain('connect-src');
    expect(policy).toContain('ws://127.0.0.1:8080');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("object-src 'none'");
  });
});
