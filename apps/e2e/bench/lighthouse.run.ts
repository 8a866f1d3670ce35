// One Lighthouse run (desktop preset, performance and accessibility) through Lighthouse's own CLI on Debian's
// Chromium, and the figures the benchmark reads off its report.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../src/chromium';

const lighthouseCli = join(dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

/** The parts of a Lighthouse JSON report the benchmark reads. */
interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      details?: { items?: readonly { url?: string; resourceType?: string }[] };
    }
  >;
}

export interface LighthouseFigures {
  /** 0-100. */
  performance: number;
  /** 0-100. */
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Everything the page transferred, as it crossed the wire (compressed where the server compresses), bytes. */
  transferBytes: number;
  /** The paths of the scripts the page loaded (`/assets/x.js`), to be weighed gzipped. */
  scripts: string[];
  /** Accessibility audits that failed. */
  a11yFailures: string[];
}

function figuresOf(report: LighthouseReport): LighthouseFigures {
  const { audits, categories } = report;
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`the report has no ${id}`);
    return value;
  };
  const score = (category: keyof LighthouseReport['categories']) => {
    const value = categories[category].score;
    if (value === null) throw new Error(`the report has no ${category} score`);
    return Math.round(value * 100);
  };
  const requests = audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    transferBytes: numeric('total-byte-weight'),
    scripts: requests.filter((r) => r.resourceType === 'Script' && r.url).map((r) => new URL(r.url ?? '').pathname),
    a11yFailures: Object.entries(audits)
      .filter(([id, audit]) => audit.score === 0 && audit.scoreDisplayMode === 'binary' && isA11yAudit(report, id))
      .map(([id]) => id),
  };
}

function isA11yAudit(report: LighthouseReport, id: string): boolean {
  const refs = (report.categories.accessibility as { auditRefs?: readonly { id: string }[] }).auditRefs ?? [];
  return refs.some((ref) => ref.id === id);
}

/** Runs Lighthouse once against `url` in a fresh headless Chromium (cold cache) and returns its figures. */
export async function runLighthouse(url: string, preset: 'desktop' | 'mobile' = 'desktop'): Promise<LighthouseFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    const args = [
      lighthouseCli,
      url,
      // The mobile preset is Lighthouse's default (a mid-range phone, slow 4G, 4x CPU slowdown): no flag.
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      '--disable-full-page-screenshot',
      '--quiet',
      `--chrome-flags=${chromiumArgs.join(' ')}`,
    ];
    const log = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`lighthouse ${url}: ${text}`))));
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}\n${log}`);
    return figuresOf(report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A player's login for the routes that need a session (the member centre). */
export interface PlayerLogin {
  /** The site's origin. */
  site: string;
  username: string;
  password: string;
}

/**
 * Runs Lighthouse once against `url` as a logged-in player: a fresh headless Chromium (cold cache) logs in through the
 * /login form in a tab, then Lighthouse's navigation mode loads `url` in that same tab without resetting its storage,
 * so the session (sessionStorage, per tab) holds. The login's own scripts are then in the cache: the figures are those
 * of a player who opens the page after logging in, the way players reach it. Lighthouse's Node API drives the tab
 * through the puppeteer-core it ships with.
 */
export async function runLighthouseAsPlayer(url: string, login: PlayerLogin): Promise<LighthouseFigures> {
  const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const puppeteer = (await import(requireFromLighthouse.resolve('puppeteer-core'))).default as {
    launch(options: { executablePath: string; args: string[]; headless: boolean }): Promise<PuppeteerBrowser>;
  };
  const { navigation, desktopConfig } = await import('lighthouse');
  const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage();
    // Lighthouse's desktop size: below 1024 px a merchant with a mobile site sends the visitor there.
    await page.setViewport({ width: 1350, height: 940 });
    await page.goto(`${login.site}/login`, { waitUntil: 'networkidle0' });
    // The page as an agent sees it once the after-login contract requests were offered (a modal of its own, which
    // the browser tests check), so an agent's route is measured, not the modal over it.
    await page.evaluate(() => sessionStorage.setItem('agent.contractsOffered', '1'));
    // A merchant with SMS login shows two tabs: the username one (Radix names its trigger after the value).
    await page.waitForSelector('main form', { timeout: 15_000 });
    const usernameTab = await page.$('main [role="tab"][id$="-trigger-username"]');
    if (usernameTab) await usernameTab.click();
    await page.waitForSelector('main input[autocomplete="username"]', { timeout: 15_000 });
    await page.type('main input[autocomplete="username"]', login.username);
    await page.type('main input[type="password"]', login.password);
    await page.click('main form button[type="submit"]');
    await page.waitForFunction(() => Boolean(sessionStorage.getItem('token')), { timeout: 15_000 });
    const result = await navigation(page as never, url, {
      config: desktopConfig,
      flags: { onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
    });
    if (!result) throw new Error(`lighthouse ${url}: no result`);
    const report = result.lhr as unknown as LighthouseReport;
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    return figuresOf(report);
  } finally {
    await browser.close();
  }
}

interface PuppeteerBrowser {
  newPage(): Promise<{
    goto(url: string, options: { waitUntil: 'networkidle0' }): Promise<unknown>;
    type(selector: string, text: string): Promise<void>;
    setViewport(viewport: { width: number; height: number }): Promise<void>;
    waitForSelector(selector: string, options: { timeout: number }): Promise<unknown>;
    $(selector: string): Promise<{ click(): Promise<void> } | null>;
    click(selector: string): Promise<void>;
    waitForFunction(fn: () => boolean, options: { timeout: number }): Promise<unknown>;
    evaluate(fn: () => void): Promise<unknown>;
  }>;
  close(): Promise<void>;
}
