import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MerchantApp {
  /** Folder under apps/, e.g. merchant-aurum. */
  dir: string;
  /** Workspace package name. */
  name: string;
  code: string;
  displayName: string;
  port: number;
  distDir: string;
}

const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const appsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every merchant app of the repository, read from its package.json `merchant` field. */
export function merchantApps(): MerchantApp[] {
  return readdirSync(appsDir)
    .filter((dir) => dir.startsWith('merchant-'))
    .sort()
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(appsDir, dir, 'package.json'), 'utf8'));
      const app = { dir, name: pkg.name, ...pkg.merchant, distDir: join(appsDir, dir, 'dist') };
      // E2E_PORT_OFFSET moves every site port, so two checkouts can run their browser tests side by side.
      return { ...app, port: app.port + portOffset };
    });
}
