import { writeSeededSnapshot } from '../src/core/snapshot';
import { testSnapshotVariable } from '../src/core/testing';
import { allModules } from '../src/domains';

/** One seeded database for the whole test run; every test file opens its own sandbox from it (src/core/testing.ts). */
export default async function setup() {
  const snapshot = await writeSeededSnapshot({ modules: allModules });
  process.env[testSnapshotVariable] = snapshot.file;
  return async () => {
    delete process.env[testSnapshotVariable];
    await snapshot.remove();
  };
}
