/**
 * Encryption cost of a login payload (budget: median under 1 ms), measured the way the client encrypts: with the
 * merchant key imported once, plus the JSON of the `{ value }` body it sends. @platform/crypto's own bench
 * (`pnpm --filter @platform/crypto bench`) measures encryptPayload alone.
 */
import { encryptPayload, generateKeyPair, importPublicKey } from '@platform/crypto';
import { heading, line, percentile } from './bench.report';

const BUDGET_MS = 1;
const WARM_UP = 200;
const RUNS = 2_000;

const login = {
  username: 'player01',
  password: 'S3cret!pass',
  captcha: 'x7k2',
  type: 'username',
};

export async function benchEncryption(): Promise<{ medianMs: number }> {
  const { publicKey } = await generateKeyPair();
  const key = await importPublicKey(publicKey);
  const encrypt = async () => {
    const { header, body } = await encryptPayload(key, login);
    return [header, JSON.stringify(body)];
  };
  for (let i = 0; i < WARM_UP; i++) await encrypt();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await encrypt();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const medianMs = percentile(times, 50);
  heading(
    `Encrypting a login payload (${JSON.stringify(login).length} bytes of JSON), ${RUNS} runs after ${WARM_UP} warm-up`,
  );
  line(
    'encrypt (AES-256-GCM + RSA-OAEP key wrap)',
    `median ${medianMs.toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms`,
    `median under ${BUDGET_MS} ms`,
    medianMs < BUDGET_MS,
  );
  return { medianMs };
}
