import type { Page } from '@playwright/test';

export interface CollectedScript {
  url: string;
  text: Promise<string>;
}

/** Every script the page downloads from now on, with its text. */
export function collectScripts(page: Page): CollectedScript[] {
  const scripts: CollectedScript[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), text: response.text().catch(() => '') });
    }
  });
  return scripts;
}

/** The scripts downloaded so far whose text carries `mark` (a string only one chunk has). */
export async function scriptsCarrying(scripts: readonly CollectedScript[], mark: string): Promise<string[]> {
  const urls = await Promise.all(scripts.map(async (s) => ((await s.text).includes(mark) ? s.url : null)));
  return urls.filter((url): url is string => url !== null);
}
