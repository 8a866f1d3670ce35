/**
 * A CPU profile of one side of the overhead benchmark: `count` sequential `system.publicKey` calls through the client
 * or through bare fetch, after a warm-up. Profile both sides and compare where the client's extra time goes:
 *
 *   node --conditions=@platform/source --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof/client bench/profile.ts client
 *   node --conditions=@platform/source --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof/bare bench/profile.ts bare
 *
 * With SANDBOX_URL set, the calls go to a sandbox running in another process, so the profile holds the caller only.
 * Run from source, the client pays tsx's keepNames (`__name`) on each closure it creates, which the built package
 * does not.
 */
import { createApiClient } from '@platform/api-client';

const side = process.argv[2] === 'bare' ? 'bare' : 'client';
const count = Number(process.argv[3] ?? 4000);
const { startSandbox } = await import('@platform/sandbox');
const sandbox = process.env.SANDBOX_URL ? undefined : await startSandbox({ port: 0 });
const base = process.env.SANDBOX_URL ?? sandbox?.url ?? '';
const client = createApiClient({ baseUrl: base, merchantCode: 'AURUM', language: 'EN' });
const headers = { Accept: 'application/json', Merchant: 'AURUM', Device: 'web', Language: 'EN' };
const url = `${base}/wps/system/publicKey`;

const bare = async () => {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { success: boolean; value: unknown };
  if (!response.ok || !body.success) throw new Error('bare publicKey failed');
  return body.value;
};
const call = side === 'bare' ? bare : () => client.system.publicKey();

for (let i = 0; i < 500; i++) await call();
const start = performance.now();
for (let i = 0; i < count; i++) await call();
console.log(`${side}: ${(((performance.now() - start) / count) * 1000).toFixed(0)} µs a call`);
await sandbox?.close();
