import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '@platform/sandbox';
import { SNAPSHOT_VARIABLE } from './sandbox.fixture';

/**
 * Migrates and seeds one in-memory sandbox for the whole run and dumps its database; each test file's sandbox opens
 * from the dump instead of migrating and seeding its own (the sandbox's own tests do the same).
 */
export default async function setup() {
  const folder = await mkdtemp(join(tmpdir(), 'contract-snapshot-'));
  const sandbox = await createSandbox();
  const dump = await sandbox.runtime.db.dump?.();
  await sandbox.close();
  if (dump) {
    const file = join(folder, 'seeded.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[SNAPSHOT_VARIABLE] = file;
  }
  return async () => {
    delete process.env[SNAPSHOT_VARIABLE];
    await rm(folder, { recursive: true, force: true });
  };
}
