import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../src/core/sandbox';
import { testSnapshotVariable } from '../src/core/testing';
import { allModules } from '../src/domains';

/**
 * Migrates and seeds one in-memory sandbox for the whole test run and dumps it; every test file opens its own
 * sandbox from the dump (well under a second) instead of running initdb, migrations and seeds again.
 */
export default async function setup() {
  const folder = await mkdtemp(join(tmpdir(), 'sandbox-snapshot-'));
  const sandbox = await createSandbox({ modules: allModules });
  const dump = await sandbox.runtime.db.dump?.();
  await sandbox.close();
  if (dump) {
    const file = join(folder, 'seeded.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[testSnapshotVariable] = file;
  }
  return async () => {
    delete process.env[testSnapshotVariable];
    await rm(folder, { recursive: true, force: true });
  };
}
