import { writeSeededSnapshot } from '@platform/sandbox';
import { SNAPSHOT_VARIABLE } from './sandbox.fixture';

/**
 * One seeded database for the whole run; each test file's sandbox opens from it instead of migrating and seeding its
 * own (the sandbox's own tests do the same).
 */
export default async function setup() {
  const snapshot = await writeSeededSnapshot();
  process.env[SNAPSHOT_VARIABLE] = snapshot.file;
  return async () => {
    delete process.env[SNAPSHOT_VARIABLE];
    await snapshot.remove();
  };
}
