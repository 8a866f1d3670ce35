import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/**
 * axe-core's source, evaluated in the page rather than added as a script tag: the pages carry a Content-Security-Policy
 * that refuses inline scripts (as it should), and an evaluation from the test is not a script of the page.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe: { run: (context?: unknown, options?: unknown) => Promise<AxeResults> };
  }
}

/**
 * Waits for the finite animations on the page (a dialog's fade, a toast sliding in) to end: axe reads colours as
 * painted, and a half-faded text fails contrast. Endless ones (a wobbling prize egg) are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** axe-core's run in the page; `located` computes each node's CSS selector (costly on a large page). */
async function runAxe(page: Page, located: boolean): Promise<Result[]> {
  const results = await page.evaluate(
    (withSelectors) =>
      window.axe.run(
        document,
        withSelectors
          ? { resultTypes: ['violations'] }
          : { resultTypes: ['violations'], selectors: false, ancestry: false, xpath: false },
      ),
    located,
  );
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Runs axe-core in the page and returns the violations of serious or critical impact. The first run skips the
 * selectors of the nodes (every rule, a fraction of the work); only a page with violations is run again with them,
 * so the failure names the elements.
 */
export async function seriousViolations(page: Page): Promise<Result[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await runAxe(page, false);
  return found.length === 0 ? found : runAxe(page, true);
}

/** Fails with a readable list when axe finds a serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  const summary = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe found serious or critical violations').toEqual([]);
}
