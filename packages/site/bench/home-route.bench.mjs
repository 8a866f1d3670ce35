// `pnpm --filter @platform/site bench`: the JS each route loads, per merchant app, gzipped, beside the budgets of
// ARCHITECTURE.md. Builds each app into a temporary folder and follows the chunk graph (chunk-graph.mjs): the entry
// chunk and its static imports, then the lazy chunks the home page loads at once (the page, the games block, the
// login links) and theirs. Every other route is listed with what its page adds to the entry (its lazy chunk and what
// that imports beyond the entry), and the whole of a visitor's first visit to it (the entry, the page and the header's
// login links, which the shell loads on every route: a chunk grouping must not make it larger). The language
// catalogue (one per visit) is reported apart: it is data, not code.
// Then, per merchant, the whole of a visitor's first visit on a phone, measured in Chromium against the sandbox
// (whole-visit.mjs): everything the page fetches until it goes quiet (what loads when idle included), beside the
// route's first paint from the chunk graph, the catalogue of the visit's language included in both.
// Lighthouse's benchmark (apps/e2e, `bench`) weighs the scripts Chromium actually fetched per route; the figures agree.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readChunkGraph } from './chunk-graph.mjs';
import { measureWholeVisits } from './whole-visit.mjs';

/** ARCHITECTURE.md's budgets, and issue 24's for everything a phone's first visit to `/` downloads. */
const budgets = { homeRouteKb: 150, lazyChunkKb: 50, phoneHomeVisitKb: 160 };
/**
 * The chunks the home route loads at once (lazy imports by module name): the page, the games block (its loader
 * starts it), the login links. Blocks marked `idle` (the promotion popup) mount after load, when the browser is idle:
 * printed apart, beside the home route. Not counted, as they load later: what the player's intent loads (the launch code, the
 * game popup, dialogs) and what loads on use (the encryption with the first login).
 */
const homeChunks = ['HomePage', 'HomeGames', 'HeaderLogin'];
/** What the home page loads after load, when the browser is idle: the promotion popup, the banner carousel's engine. */
const idleChunks = ['PromotionPopupBlock', 'EmblaEngine'];
/** What the shell loads on every route for a visitor (the header's login links), counted in each first visit. */
const visitorChunks = ['HeaderLogin'];
/**
 * Each main route's page, by the module its lazy chunk is named after (the *.routes.ts files of src), plus the lazy
 * parts every visit of the route loads at once (the points detail's default tab).
 */
const routePages = [
  ['/login', 'LoginPage'],
  ['/register', 'RegisterPage'],
  ['/electron, /rng', 'ElectronPage'],
  ['/live, /sports... (lists)', 'GameListPage'],
  ['/seamless, /trial', 'GameFramePage'],
  ['/member/securityCenter', 'MemberCentrePage', 'SecurityPage'],
  ['/member/depositv2 (money)', 'MemberCentrePage', 'DepositPage'],
  ['/member/bettingRecord (records)', 'MemberCentrePage', 'BettingRecordPage'],
  ['/member/rewardCenter (rewards)', 'MemberCentrePage', 'RewardCenterPage'],
  ['/member/messageV2', 'MemberCentrePage', 'MessagesPage'],
  ['/member/referral', 'MemberCentrePage', 'ReferralPage'],
  ['/member/responsibleGaming', 'MemberCentrePage', 'ResponsibleGamingPage'],
  ['reality check (player overlay)', 'RealityCheckWatch'],
  ['session timer (player header)', 'SessionTimerItem'],
  ['centre popup (securityCenter)', 'MemberCentreDialog', 'SecurityPage'],
  ['/agent/agentTeamOverview (team)', 'AgentCentrePage', 'TeamOverviewPage'],
  ['/agent/registerCenter', 'AgentCentrePage', 'RegisterCentrePage'],
  ['/agent/agentTransfer (money)', 'AgentCentrePage', 'TransferPage'],
  ['/agent/agentHourSalary (salary)', 'AgentCentrePage', 'SalaryPage'],
  ['agent popup (overview)', 'AgentCentreDialog', 'TeamOverviewPage'],
  ['contract requests', 'ContractsDialog'],
  ['/maintenance', 'MaintenancePage'],
  ['/promotions', 'PromotionsPage'],
  ['/promotion', 'PromotionPage'],
  ['/pointMall', 'PointMallPage'],
  ['/help', 'HelpPage'],
  ['/speedtest', 'SpeedTestPage'],
  ['/download', 'DownloadPage'],
  ['/lang', 'LanguagesPage'],
  ['/notices', 'NoticeBoardPage'],
  ['/pointDetail (records tab)', 'PointDetailPage', 'RecordsTab'],
  ['chat room (player overlay)', 'ChatRoom'],
  ['customer service (liveChat intent)', 'CustomerServiceIntent'],
  ['right bar (everyone, when idle)', 'RightBarIdle', 'RightBarOverlay'],
  ['/lott', 'LottPage'],
  ['/lottery, /vnLottery', 'LotteryGamePage'],
  ['/lotteryTrend', 'LotteryTrendPage'],
];
/**
 * The routes whose whole visit on a phone is measured in Chromium (whole-visit.mjs): the ones a visitor reaches from
 * the phone's tab bar and menu sheet, each beside its first paint from the chunk graph (the page named here; null:
 * the home route as above). The catalogue is in both: a visit can not paint without it.
 */
const visitRoutes = [
  ['/', null],
  ['/live', 'GameListPage'],
  ['/electron', 'ElectronPage'],
  ['/promotions', 'PromotionsPage'],
  ['/pointMall', 'PointMallPage'],
  ['/lott', 'LottPage'],
  ['/login', 'LoginPage'],
  ['/register', 'RegisterPage'],
  ['/notices', 'NoticeBoardPage'],
  ['/help', 'HelpPage'],
  ['/download', 'DownloadPage'],
  ['/speedtest', 'SpeedTestPage'],
];
/** `npm run bench` passes Debian's Chromium; without one the whole visits are skipped, saying so. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A language catalogue's chunk (one per language, named after it). */
const CATALOGUE = /^(cn|tw|en|ja|th|vi)-/;
const appsDir = fileURLToPath(new URL('../../../apps/', import.meta.url));
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const within = (bytes, budgetKb) => (bytes / 1024 <= budgetKb ? 'within' : 'OVER');

function measure(dist) {
  const graph = readChunkGraph(dist);
  const entry = graph.closure(graph.entry);
  const home = new Set(entry);
  for (const name of homeChunks) graph.closure(graph.chunkOf(name), home);
  const routes = routePages.map(([route, page, ...withIt]) => {
    const own = new Set();
    for (const name of [page, ...withIt]) graph.closure(graph.chunkOf(name), own);
    const added = [...own].filter((file) => !entry.has(file));
    const visit = new Set([...entry, ...own]);
    for (const name of visitorChunks) graph.closure(graph.chunkOf(name), visit);
    return { route, page, bytes: graph.bytes(added), visitBytes: graph.bytes(visit) };
  });
  const catalogues = graph.files.filter((f) => CATALOGUE.test(f)).map(graph.gz);
  const lazy = graph.files
    .filter((f) => !home.has(f))
    .map((f) => [f, graph.gz(f)])
    .sort((a, b) => b[1] - a[1]);
  const homeBytes = graph.bytes(home);
  return {
    entryBytes: graph.bytes(entry),
    homeBytes,
    idleBytes: graph.bytes(
      [...idleChunks.reduce((all, name) => graph.closure(graph.chunkOf(name), all), new Set())].filter(
        (f) => !home.has(f),
      ),
    ),
    catalogue: Math.max(...catalogues),
    routes,
    lazy,
    graph,
    firstPaintOf: (page) => (page === null ? homeBytes : (routes.find((r) => r.page === page)?.visitBytes ?? 0)),
  };
}

/** The merchant code of an app (its package.json's `merchant.code`, which its main.tsx passes to the site). */
function merchantCodeOf(appDir) {
  const code = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')).merchant?.code;
  if (!code) throw new Error(`${appDir}/package.json names no merchant code`);
  return code;
}

for (const dir of readdirSync(appsDir)
  .filter((d) => d.startsWith('merchant-'))
  .sort()) {
  const out = mkdtempSync(join(tmpdir(), `site-bench-${dir}-`));
  try {
    execFileSync(
      join(appsDir, '..', 'node_modules/.bin/vite'),
      ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: join(appsDir, dir), stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const { entryBytes, homeBytes, idleBytes, catalogue, routes, lazy, graph, firstPaintOf } = measure(out);
    console.log(`${dir}`);
    console.log(`  entry chunk + static imports  ${kb(entryBytes)} kB`);
    console.log(
      `  home route JS (visitor)       ${kb(homeBytes)} kB   budget ${budgets.homeRouteKb} kB: ${within(homeBytes, budgets.homeRouteKb)}`,
    );
    console.log(
      `  + after load, when idle       ${kb(idleBytes)} kB   (the promotion popup, the banners' carousel engine)`,
    );
    console.log(`  + one language catalogue     ${kb(catalogue)} kB   (at most)`);
    console.log(`  each route's page beyond the entry (lazy chunk + its imports), budget ${budgets.lazyChunkKb} kB:`);
    for (const { route, page, bytes, visitBytes } of routes) {
      console.log(
        `    ${route.padEnd(27)} ${kb(bytes)} kB   ${within(bytes, budgets.lazyChunkKb)} (${page}; a visitor's first visit ${kb(visitBytes).trim()} kB)`,
      );
    }
    const [largest, size] = lazy[0] ?? ['-', 0];
    console.log(
      `  largest lazy chunk           ${kb(size)} kB   budget ${budgets.lazyChunkKb} kB: ${within(size, budgets.lazyChunkKb)} (${largest})`,
    );
    if (!existsSync(chromiumPath)) {
      console.log(`  whole visits on a phone: skipped (no Chromium at ${chromiumPath}; \`npm run bench\` installs it)`);
      continue;
    }
    const visits = await measureWholeVisits({
      code: merchantCodeOf(join(appsDir, dir)),
      dist: out,
      graph,
      routes: visitRoutes.map(([route]) => route),
      chromiumPath,
    });
    console.log(
      `  a visitor's first visit on a phone (390 px, until no script starts for 3 s), JS gzipped, catalogue included;`,
    );
    console.log(`  budget for the whole visit of /: ${budgets.phoneHomeVisitKb} kB`);
    console.log(`    route           first paint   whole visit   files`);
    for (const [index, [route, page]] of visitRoutes.entries()) {
      const visit = visits[index];
      // The first paint needs the catalogue of the language the visit spoke (the one it fetched).
      const spoken = visit.files.filter((file) => CATALOGUE.test(file));
      const firstPaint = firstPaintOf(page) + graph.bytes(spoken);
      const verdict = route === '/' ? `   ${within(visit.bytes, budgets.phoneHomeVisitKb)}` : '';
      console.log(
        `    ${route.padEnd(14)} ${kb(firstPaint)} kB     ${kb(visit.bytes)} kB   ${String(visit.files.length).padStart(5)}${verdict}`,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
