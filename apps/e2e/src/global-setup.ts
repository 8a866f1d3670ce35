import { rmSync } from 'node:fs';
import { merchantApps } from './merchants';
import { sandboxControl } from './sandbox';
import { seedTemplate } from './sandbox.process';

/** The environment variable that hands the seeded template folder to the workers (they inherit the environment). */
export const TEMPLATE_VARIABLE = 'E2E_SANDBOX_TEMPLATE';

/**
 * Seeds one sandbox database for the whole run; every worker's sandbox starts from a copy of it (about 2 s) instead
 * of creating and seeding its own (about 9 s), and a worker that Playwright replaces after a failure starts from the
 * seed again. The same sandbox compresses the merchant sites' files once for every worker (src/sandbox.process.ts).
 */
export default async function globalSetup(): Promise<() => void> {
  const template = await seedTemplate(sandboxControl.key, merchantApps());
  process.env[TEMPLATE_VARIABLE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
