// The whole of a visit on a phone, measured in Chromium rather than read off the chunk graph: a visitor opens a route
// on a fresh phone (390 by 844, touch, empty cache) and stays until the page has stopped fetching scripts, so what
// loads after the first paint counts too (the banners' carousel engine, the footer, the promotion popup, the language
// catalogue). The chunk graph (chunk-graph.mjs) gives the first paint; only a browser knows what the page goes on to
// fetch, and a chunk that moves from one to the other must not drop out of the figures.
//
// The built app is served by the sandbox's own command line (the reference server the browser tests use) on free
// ports and a fresh database; every script the page fetched is weighed gzipped from the build (level 9, as the chunk
// graph weighs it), so both figures are in the same unit whatever coding the sandbox sent.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sandboxBin = fileURLToPath(new URL('../../sandbox/bin/platform-sandbox.js', import.meta.url));

/** Where the site remembers that the visitor chose it over the merchant's mobile site (src/app/mobile.redirect.ts). */
const FULL_SITE_KEY = 'platform.fullSite';
/** A phone as the issue of phones measures it. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
/** The page has stopped fetching scripts once none has started for this long after load. */
const QUIET_MS = 3000;
/** A page still fetching scripts after this long is measured as it is (a ticker, a poll: never code). */
const LONGEST_VISIT_MS = 20_000;

/** Starts the sandbox command line with one site; resolves with the site's address and a stop function. */
async function startSandbox(code, dist) {
  const data = mkdtempSync(join(tmpdir(), 'site-bench-data-'));
  const child = spawn(
    process.execPath,
    [sandboxBin, '--port', '0', '--data', data, '--control-key', 'site-bench', '--site', `${code}=${dist}@0`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(data, { recursive: true, force: true });
  };
  let output = '';
  try {
    const site = await new Promise((resolve, reject) => {
      const read = (chunk) => {
        output += chunk.toString();
        const url = new RegExp(`^${code} site: (http://\\S+?)/?$`, 'm').exec(output)?.[1];
        if (url && /^control API key: /m.test(output)) resolve(url);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (status) => reject(new Error(`the sandbox exited (${status}):\n${output}`)));
    });
    return { site, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The scripts (paths under /assets/) a visitor's phone fetches on `url` until it goes quiet, in order. */
async function scriptsOfVisit(browser, url) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    await context.addInitScript((key) => localStorage.setItem(key, '1'), FULL_SITE_KEY);
    const page = await context.newPage();
    const scripts = [];
    let last = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/') && !scripts.includes(path)) scripts.push(path);
      last = Date.now();
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    last = Date.now();
    while (Date.now() - last < QUIET_MS && Date.now() - started < LONGEST_VISIT_MS) await page.waitForTimeout(250);
    return scripts;
  } finally {
    await context.close();
  }
}

/**
 * The whole visit of each route on a phone: `routes` are paths, `graph` the app's chunk graph (for gzipped sizes).
 * Resolves with one row per route: the scripts fetched, their gzipped bytes and how many files.
 */
export async function measureWholeVisits({ code, dist, graph, routes, chromiumPath }) {
  const { chromium } = await import('playwright');
  const { site, stop } = await startSandbox(code, dist);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const rows = [];
    for (const route of routes) {
      const scripts = await scriptsOfVisit(browser, `${site}${route}`);
      const files = scripts.map((path) => path.slice('/assets/'.length));
      rows.push({ route, files, bytes: graph.bytes(files) });
    }
    return rows;
  } finally {
    await browser.close();
    await stop();
  }
}
