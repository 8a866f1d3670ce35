/**
 * Client overhead against bare fetch on the same calls on loopback (budget: at most 10% slower). Both sides make the
 * calls a merchant site makes at start (status, settings, whitelabel flags, points config and rewards, the public
 * key) with the same headers, check the status, read the JSON, check `success` and unwrap `value`, alternating call by
 * call. The public key, answered from memory, is the worst case for a fixed per-call cost and is printed on its own.
 *
 * The budget line is against fetch with nothing more. Three more pairs are printed for information, alternated the
 * same way: ky alone against bare fetch (ky as the client resolves it, given only what the client gives it: the
 * headers, no timeout, no retry, any status), which is the floor of any client built on ky; both sides with a caller's
 * AbortSignal (what TanStack Query passes on every query); and bare fetch with the 20 s timeout every call must have
 * (points-centres-lottery §9; `AbortSignal.timeout`, the cheapest a hand-written caller can do), which the client
 * keeps on its injected timers.
 *
 * The figures move with the machine's other work: the load average is printed beside them.
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createApiClient } from '@platform/api-client';
import { contract } from '@platform/api-client/contract';
import type { RunningSandbox } from '@platform/sandbox';
import { heading, line, median } from './bench.report';

const BUDGET = 0.1;
const WARM_UP_ROUNDS = 2;
const ROUNDS = 12;
const CALLS_PER_ROUND = 40;
/** points-centres-lottery §9, as the client's API_CLIENT_TIMES.requestTimeoutMs. */
const REQUEST_TIMEOUT_MS = 20_000;

/** The calls, as `group.name` of the contract; the bare side takes the path from the contract too. */
const CALLS = [
  ['system', 'status'],
  ['system', 'settings'],
  ['system', 'whitelabel'],
  ['points', 'config'],
  ['points', 'rewardTypes'],
  ['system', 'publicKey'],
] as const;

type Call = () => Promise<unknown>;
type Ky = (url: string, options: Record<string, unknown>) => Promise<Response>;
type Method = (input?: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>;

/** One comparison: a reference (`bare`) and a measured (`client`) version of every call. */
interface Pair {
  title: string;
  /** What the two sides are called in the table. */
  names: readonly [bare: string, client: string];
  rows: { label: string; bare: Call; client: Call; bareTimes: number[]; clientTimes: number[] }[];
}

interface PairResult {
  overhead: number;
  /** Client minus bare, summed over the calls' medians, divided by the number of calls. */
  perCallMs: number;
  worstCase: number;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** ky as @platform/api-client resolves it: this package does not depend on ky itself. */
async function importKy(): Promise<Ky> {
  const fromClient = createRequire(import.meta.resolve('@platform/api-client/package.json'));
  return ((await import(pathToFileURL(fromClient.resolve('ky')).href)) as { default: Ky }).default;
}

function pct(ratio: number): string {
  return `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`;
}

export async function benchOverhead(sandbox: RunningSandbox): Promise<PairResult> {
  const client = createApiClient({ baseUrl: sandbox.url, merchantCode: 'AURUM', language: 'EN' });
  const ky = await importKy();
  // What the client sends on these calls: no token (a visitor at start), no loginDeviceId.
  const headers = { Accept: 'application/json', Merchant: 'AURUM', Device: 'web', Language: 'EN' };
  const methods = client as unknown as Record<string, Record<string, Method>>;
  const endpoints = CALLS.map(([group, name]) => {
    const { path } = (contract as unknown as Record<string, Record<string, { path: string }>>)[group]![name]!;
    const method = methods[group]?.[name];
    if (!method) throw new Error(`no client method ${group}.${name}`);
    const url = `${sandbox.url}${path}`;
    const bare = async (signal?: AbortSignal) => {
      const response = await fetch(url, signal ? { headers, signal } : { headers });
      const body = (await response.json()) as { success: boolean; value: unknown };
      if (!response.ok || !body.success) throw new Error(`bare ${path} failed`);
      return body.value;
    };
    const viaKy = async () => {
      const response = await ky(url, { headers, timeout: false, retry: 0, throwHttpErrors: false });
      const body = (await response.json()) as { success: boolean; value: unknown };
      if (!response.ok || !body.success) throw new Error(`ky ${path} failed`);
      return body.value;
    };
    return { label: `${group}.${name}`, bare, method, viaKy };
  });
  type Endpoint = (typeof endpoints)[number];
  const pair = (
    title: string,
    names: Pair['names'],
    bare: (endpoint: Endpoint) => Call,
    measured: (endpoint: Endpoint) => Call,
  ): Pair => ({
    title,
    names,
    rows: endpoints.map((endpoint) => ({
      label: endpoint.label,
      bare: bare(endpoint),
      client: measured(endpoint),
      bareTimes: [],
      clientTimes: [],
    })),
  });
  const pairs = [
    pair(
      'api-client vs bare fetch',
      ['fetch', 'client'],
      (e) => () => e.bare(),
      (e) => () => e.method(),
    ),
    pair(
      'ky alone vs bare fetch',
      ['fetch', 'ky'],
      (e) => () => e.bare(),
      (e) => e.viaKy,
    ),
    // A fresh controller per call on both sides, as a query gets one per fetch.
    pair(
      "api-client vs bare fetch, both given a caller's AbortSignal",
      ['fetch', 'client'],
      (e) => () => e.bare(new AbortController().signal),
      (e) => () => e.method(undefined, { signal: new AbortController().signal }),
    ),
    pair(
      'api-client vs bare fetch with AbortSignal.timeout(20 s)',
      ['fetch', 'client'],
      (e) => () => e.bare(AbortSignal.timeout(REQUEST_TIMEOUT_MS)),
      (e) => () => e.method(),
    ),
  ];

  const loadBefore = load();
  // Calls alternate one by one (bare, client, bare...; the other way round every other round), so a burst of the
  // machine's other work lands on both sides alike. The pairs take turns round by round for the same reason.
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    const measured = round >= WARM_UP_ROUNDS;
    const order = round % 2 === 0 ? (['bare', 'client'] as const) : (['client', 'bare'] as const);
    for (const { rows } of pairs) {
      for (const row of rows) {
        for (let i = 0; i < CALLS_PER_ROUND; i++) {
          for (const which of order) {
            const start = performance.now();
            await row[which]();
            const elapsed = performance.now() - start;
            if (measured) (which === 'bare' ? row.bareTimes : row.clientTimes).push(elapsed);
          }
        }
      }
    }
  }

  heading(
    `Client overhead: ${ROUNDS * CALLS_PER_ROUND} sequential calls of each kind on loopback, per side ` +
      `(load average ${loadBefore} before, ${load()} after; ${process.version})`,
  );
  const results = pairs.map((p) => report(p));
  const [budgetPair] = results;
  line(
    'api-client vs bare fetch (sum of medians)',
    `${pct(budgetPair!.overhead)} (${(budgetPair!.perCallMs * 1000).toFixed(0)} µs a call)`,
    `at most +${BUDGET * 100}%`,
    budgetPair!.overhead <= BUDGET,
  );
  console.log(
    `  worst case, a call answered from memory (system.publicKey): ${pct(budgetPair!.worstCase)}; ` +
      "most of the fixed cost is ky's own (options merge, Request, clone, signals: packages/api-client README)",
  );
  for (const [index, result] of results.entries()) {
    if (index === 0) continue;
    console.log(
      `  for information, ${pairs[index]!.title}: ${pct(result.overhead)} ` +
        `(${(result.perCallMs * 1000).toFixed(0)} µs a call)`,
    );
  }
  return budgetPair!;
}

function report({ title, names, rows }: Pair): PairResult {
  console.log(`\n${title}`);
  let bareSum = 0;
  let clientSum = 0;
  let worstCase = 0;
  for (const row of rows) {
    const bare = median(row.bareTimes);
    const viaClient = median(row.clientTimes);
    bareSum += bare;
    clientSum += viaClient;
    const overhead = viaClient / bare - 1;
    if (row.label === 'system.publicKey') worstCase = overhead;
    console.log(
      `  ${row.label.padEnd(20)} ${names[0]} ${bare.toFixed(3)} ms  ${names[1]} ${viaClient.toFixed(3)} ms  ` +
        `${pct(overhead)} (${((viaClient - bare) * 1000).toFixed(0)} µs)`,
    );
  }
  console.log(`  ${'sum of medians'.padEnd(20)} ${pct(clientSum / bareSum - 1)}`);
  return { overhead: clientSum / bareSum - 1, perCallMs: (clientSum - bareSum) / rows.length, worstCase };
}
