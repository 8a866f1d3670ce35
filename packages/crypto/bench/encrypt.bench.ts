// Encryption cost of a login payload against ARCHITECTURE.md's budget "encrypting a login payload: median under 1 ms".
// Not a test: it prints figures. Run: pnpm --filter @platform/crypto bench (imports the source, so no build is needed).
// The repository's one measure of this budget: `npm run bench` runs it with the other packages' benchmarks.
import { encryptPayload, generateKeyPair, importPublicKey } from '../src/index.ts';

const BUDGET_MS = 1;
const WARM_UP = 200;
const RUNS = 2_000;

const login = {
  username: 'player01',
  password: 'S3cret!pass',
  captcha: 'x7k2',
  type: 'username',
  loginDeviceId: '0d3c6a1e-5b0f-4a8e-9a53-0c2f9b7d1e44',
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
}

async function measure(label: string, encrypt: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await encrypt();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await encrypt();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const verdict = median < BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  console.log(
    `${label.padEnd(38)} median ${median.toFixed(3)} ms  p95 ${percentile(times, 95).toFixed(3)} ms  ` +
      `(budget: median under ${BUDGET_MS} ms, ${verdict})`,
  );
}

const { publicKey } = await generateKeyPair();
const key = await importPublicKey(publicKey);
console.log(
  `Encrypting a login payload (${JSON.stringify(login).length} bytes of JSON), ${RUNS} runs after ${WARM_UP} warm-up`,
);
await measure('with an imported CryptoKey', () => encryptPayload(key, login));
await measure('with the SPKI base64 string', () => encryptPayload(publicKey, login));
// What @platform/api-client does per sensitive post: the key imported once, and the `{ value }` body as JSON.
await measure('as the client sends it (+ JSON body)', async () => {
  const { header, body } = await encryptPayload(key, login);
  return [header, JSON.stringify(body)];
});
