// Status-call throughput of the sandbox on loopback, against the budget of ARCHITECTURE.md ("sandbox, status call on
// 2 cores: at least 3,000 requests/s, p99 under 25 ms"). Bounded: a 2 s warm-up, then 10 s with 50 connections.
// Run: pnpm --filter @platform/sandbox bench
import autocannon from 'autocannon';
import { startSandbox } from '../src/index';

const budget = { requestsPerSecond: 3000, p99Ms: 25 };
const options = { connections: 50, durationSeconds: 10, warmUpSeconds: 2 };

function run(url: string, duration: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${url}/wps/system/status`,
        connections: options.connections,
        duration,
        // Load comes from a worker thread, so the server's event loop has its core to itself.
        workers: 1,
        headers: { Merchant: 'AURUM', Device: 'web', Language: 'EN' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const sandbox = await startSandbox({ port: 0 });
try {
  await run(sandbox.url, options.warmUpSeconds);
  const result = await run(sandbox.url, options.durationSeconds);
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const failures = result.non2xx + result.errors + result.timeouts;
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const lines = [
    `sandbox status call, ${options.connections} connections, ${options.durationSeconds} s on loopback (${result.requests.total} requests, ${failures} failed)`,
    `  throughput: ${rps.toFixed(0)} requests/s   (budget at least ${budget.requestsPerSecond}: ${verdict(rps >= budget.requestsPerSecond)})`,
    `  latency p50 ${result.latency.p50} ms, p99 ${p99} ms   (budget p99 under ${budget.p99Ms} ms: ${verdict(p99 < budget.p99Ms)})`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await sandbox.close();
}
