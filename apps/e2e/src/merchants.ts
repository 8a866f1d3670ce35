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

export const appsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every merchant app of the repository, read from its package.json `merchant` field. */
export function merchantApps(): MerchantApp[] {
  return readdirSync(appsDir)
    .filter((dir) => dir.startsWith('merchant-'))
    .sort()
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(appsDir, dir, 'package.json'), 'utf8'));
      // `port` is the app's own (development) port; the browser tests put each worker's sites on free ports.
      return { dir, name: pkg.name, ...pkg.merchant, distDir: join(appsDir, dir, 'dist') };
    });
}
