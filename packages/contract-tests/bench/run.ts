// Benchmarks of @platform/api-client against ARCHITECTURE.md's budgets: client overhead against bare fetch on
// loopback and the client's gzipped size without ky. They print figures beside the budgets and never fail on them.
// The encryption cost of a login payload is @platform/crypto's benchmark (`pnpm --filter @platform/crypto bench`, also
// as the client sends it). Run: pnpm --filter @platform/contract-tests bench
import { benchOverhead } from './overhead.bench';
import { benchSize } from './size.bench';

const { startSandbox } = await import('@platform/sandbox');

await benchSize();
const sandbox = await startSandbox({ port: 0 });
try {
  await benchOverhead(sandbox);
} finally {
  await sandbox.close();
}
