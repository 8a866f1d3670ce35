// Throughput of the sandbox on loopback, against the budget of ARCHITECTURE.md ("sandbox, status call on 2 cores: at
// least 3,000 requests/s, p99 under 25 ms"), which issue 16 extends to the player-facing authenticated reads: the
// balance call, member info and the game list (logged in, so favourites are read). Bounded: per call a 2 s warm-up,
// then 10 s with 50 connections. It prints figures beside the budget and never fails on them.
// Run: pnpm --filter @platform/sandbox bench   (one call only: pnpm --filter @platform/sandbox bench balance)
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { issueSession } from '../src/core/accounts';
import type { CustomerRow } from '../src/core/rows';
import { startSandbox } from '../src/index';

const budget = { requestsPerSecond: 3000, p99Ms: 25 };
const options = { connections: 50, durationSeconds: 10, warmUpSeconds: 2 };

interface Target {
  name: string;
  path: string;
  member: boolean;
}

const targets: Target[] = [
  { name: 'status', path: '/wps/system/status', member: false },
  { name: 'balance', path: '/wps/v2/wallets/balance', member: true },
  { name: 'member info', path: '/wps/member/info', member: true },
  { name: 'game list', path: '/wps/game/list?vassalage=PT&pageNum=1&pageSize=40', member: true },
];

function run(url: string, headers: Record<string, string>, duration: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: options.connections,
        duration,
        // Load comes from a worker thread, so the server's event loop has its core to itself.
        workers: 1,
        headers,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const only = process.argv[2];
const sandbox = await startSandbox({ port: 0 });
try {
  const [member] = await sandbox.runtime.db.query<CustomerRow>(
    `SELECT * FROM customers WHERE merchant_code = 'AURUM' AND username = 'member01'`,
  );
  if (!member) throw new Error('member01 is not seeded');
  // The bench's connections come from loopback, the address the token is bound to.
  const { token } = await issueSession(sandbox.runtime, member, '127.0.0.1', null);
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const [one, five] = loadavg();
  process.stdout.write(`load average at start: ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min)\n`);
  for (const target of targets.filter((t) => !only || t.name.startsWith(only))) {
    const headers: Record<string, string> = { Merchant: 'AURUM', Device: 'web', Language: 'EN' };
    if (target.member) headers.Authorization = token;
    const url = `${sandbox.url}${target.path}`;
    // A business failure answers 200 too: check the envelope once, so the figures are those of real answers.
    const probe = (await (await fetch(url, { headers })).json()) as { success: boolean; errorCode: string | null };
    if (!probe.success) throw new Error(`${target.name} answered ${probe.errorCode}`);
    await run(url, headers, options.warmUpSeconds);
    const result = await run(url, headers, options.durationSeconds);
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    const failures = result.non2xx + result.errors + result.timeouts;
    const lines = [
      `sandbox ${target.name} (${target.member ? 'logged in' : 'anonymous'}), ${options.connections} connections, ${options.durationSeconds} s on loopback (${result.requests.total} requests, ${failures} failed)`,
      `  throughput: ${rps.toFixed(0)} requests/s   (budget at least ${budget.requestsPerSecond}: ${verdict(rps >= budget.requestsPerSecond)})`,
      `  latency p50 ${result.latency.p50} ms, p99 ${p99} ms   (budget p99 under ${budget.p99Ms} ms: ${verdict(p99 < budget.p99Ms)})`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  const [after] = loadavg();
  process.stdout.write(`load average at end: ${after?.toFixed(2)} (1 min)\n`);
} finally {
  await sandbox.close();
}
