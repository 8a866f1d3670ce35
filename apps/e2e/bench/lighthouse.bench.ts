// `pnpm --filter @platform/e2e bench` (and `npm run bench` at the root, through turbo, which builds the sandbox and the
// merchant apps first): Lighthouse, desktop preset, on the main routes of every merchant site served by the sandbox
// CLI, the median of three cold runs per route, printed beside the budgets of ARCHITECTURE.md. A benchmark prints; it
// fails only when a run itself breaks (no build, a sandbox that does not start, a page Lighthouse cannot load).
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../src/chromium';
import { merchantApps } from '../src/merchants';
import { sandboxControl } from '../src/sandbox';
import { startSandboxProcess } from '../src/sandbox.process';
import {
  formatTable,
  LIGHTHOUSE_BUDGETS,
  LIGHTHOUSE_MOBILE_BUDGETS,
  median,
  mediansOf,
  type RouteMedians,
} from './bench.table';
import { runLighthouse, runLighthouseAsPlayer } from './lighthouse.run';

/** The main routes a visitor reaches (packages/site/src/*\/*.routes.ts); /member and /seamless need a session. */
const ROUTES = [
  '/',
  '/login',
  '/register',
  '/electron',
  '/live',
  '/promotions',
  '/pointMall',
  '/help',
  '/speedtest',
  '/download',
  '/lang',
  '/notices',
  '/lott',
  '/lotteryTrend',
] as const;
/**
 * The main routes of a logged-in player, measured after a login in the same tab (the demo password): member01's
 * member centre, agent01's agent centre.
 */
const PLAYER_ROUTES = [
  '/member/securityCenter',
  '/member/bettingRecord',
  '/member/responsibleGaming',
  '/agent/agentTeamOverview',
  '/agent/agentTeamBetting',
] as const;
const playerOf = (route: string) => ({
  username: route.startsWith('/agent') ? 'agent01' : 'member01',
  password: 'Demo1234',
});
/**
 * LIGHTHOUSE_PRESET=mobile: Lighthouse's mobile preset (its default throttling) on the phone routes of issue 24,
 * against the phone budgets. The visitor has chosen the full site (`?fullSite=1`), so a merchant with a mobile site
 * of its own is measured here rather than sent there.
 */
const MOBILE = process.env.LIGHTHOUSE_PRESET === 'mobile';
const MOBILE_ROUTES = ['/', '/promotions', '/lott', '/pointMall'] as const;
const budgets = MOBILE ? LIGHTHOUSE_MOBILE_BUDGETS : LIGHTHOUSE_BUDGETS;
/** LIGHTHOUSE_ONLY=/,/member/securityCenter measures only those routes (to check one page after a change). */
const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((route) => route.trim());
const picked = <R extends string>(routes: readonly R[]) => routes.filter((route) => !only || only.includes(route));
/** Cold runs per route; the table shows their medians. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const apps = merchantApps();
for (const app of apps) {
  if (!existsSync(join(app.distDir, 'index.html'))) {
    throw new Error(
      `${app.dir} is not built: run \`pnpm exec turbo run bench --filter=@platform/e2e\` (it builds first)`,
    );
  }
}

const gzCache = new Map<string, number>();
/**
 * The gzipped size of the scripts a page loaded, read from the app's build at gzip level 9: the code's weight, the same
 * whatever the server sends (the site bench's measure); the wire column shows what the sandbox actually sent.
 */
function scriptsGz(distDir: string, paths: readonly string[]): number {
  return [...new Set(paths)].reduce((sum, path) => {
    const file = join(distDir, path);
    if (!gzCache.has(file)) gzCache.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    return sum + (gzCache.get(file) ?? 0);
  }, 0);
}

/** One visit of every route first, so the sandbox's first queries (database warm-up) are not measured. */
async function warmUp(urls: readonly string[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const sandbox = await startSandboxProcess({
  apps,
  controlKey: sandboxControl.key,
});
try {
  const { performance, accessibility, cls } = budgets;
  console.log(
    `Lighthouse ${RUNS}x per route, ${MOBILE ? 'mobile' : 'desktop'} preset, ${chromiumPath}; budgets: performance >= ` +
      `${performance}, accessibility ${accessibility}, CLS <= ${cls}${MOBILE ? `, LCP <= ${LIGHTHOUSE_MOBILE_BUDGETS.lcpMs} ms` : ''} ` +
      `('!' marks a figure outside its budget)`,
  );
  console.log(`machine: ${availableParallelism()} cores, load average at start ${load()}`);
  const visitorRoutes = picked(MOBILE ? MOBILE_ROUTES : ROUTES);
  const address = (url: string, route: string) => `${url}${route}${MOBILE ? '?fullSite=1' : ''}`;
  await warmUp(sandbox.sites.flatMap((site) => visitorRoutes.map((route) => address(site.url, route))));
  for (const { app, url } of sandbox.sites) {
    const rows: RouteMedians[] = [];
    for (const route of visitorRoutes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(address(url, route), MOBILE ? 'mobile' : 'desktop'));
      const jsGzBytes = median(runs.map((run) => scriptsGz(app.distDir, run.scripts)));
      rows.push(mediansOf({ route, runs, jsGzBytes }));
    }
    for (const route of MOBILE ? [] : picked(PLAYER_ROUTES)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await runLighthouseAsPlayer(`${url}${route}`, { site: url, ...playerOf(route) }));
      const jsGzBytes = median(runs.map((run) => scriptsGz(app.distDir, run.scripts)));
      rows.push(mediansOf({ route: `${route} (player)`, runs, jsGzBytes }));
    }
    console.log(
      `\n${formatTable(`${app.dir} (${url}), medians of ${RUNS} runs [performance min-max]`, rows, budgets)}`,
    );
  }
  console.log(`\nload average at the end ${load()} (1, 5, 15 min); above 2 the machine was loaded and times run long`);
} finally {
  await sandbox.stop();
}
