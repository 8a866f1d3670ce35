import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxModule } from './module';
import { createSandbox } from './sandbox';

/** A seeded database written to a file, for many sandboxes to open from (`createSandbox({ snapshot })`). */
export interface SeededSnapshot {
  /** The dump's path (a tarball of the embedded database's data folder). */
  file: string;
  /** Deletes the file and its folder. */
  remove(): Promise<void>;
}

/**
 * Migrates and seeds one in-memory sandbox and dumps its database to a file in a new temporary folder: a test run's
 * global setup calls it once, and every test file then opens its sandbox from the dump (well under a second) instead
 * of migrating and seeding its own. Opening it: `createSandbox({ snapshot: new Blob([await readFile(file)]) })` with
 * the same modules.
 */
export async function writeSeededSnapshot(options: { modules: readonly SandboxModule[] }): Promise<SeededSnapshot> {
  const folder = await mkdtemp(join(tmpdir(), 'platform-sandbox-snapshot-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const sandbox = await createSandbox({ modules: options.modules });
    const dump = await sandbox.runtime.db.dump?.();
    await sandbox.close();
    if (!dump) throw new Error('the embedded database gives no dump');
    const file = join(folder, 'seeded.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
