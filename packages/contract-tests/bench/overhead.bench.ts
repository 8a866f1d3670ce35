/**
 * Client overhead against bare fetch on the same calls on loopback (budget: at most 10% slower). Both sides make the
 * calls a merchant site makes at start (status, settings, whitelabel flags, points config and rewards, the public
 * key) with the same headers, read the JSON and unwrap `value`, alternating call by call. The public key, answered
 * from memory, is the worst case for a fixed per-call cost and is printed on its own. The figures move with the
 * machine's other work: run it on a quiet machine.
 */
import { createApiClient } from '@platform/api-client';
import { contract } from '@platform/api-client/contract';
import type { RunningSandbox } from '@platform/sandbox';
import { heading, line, median } from './bench.report';

const BUDGET = 0.1;
const WARM_UP_ROUNDS = 2;
const ROUNDS = 12;
const CALLS_PER_ROUND = 40;

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

export async function benchOverhead(sandbox: RunningSandbox): Promise<{ overhead: number; worstCase: number }> {
  const client = createApiClient({ baseUrl: sandbox.url, merchantCode: 'AURUM', language: 'EN' });
  const headers = { Accept: 'application/json', Merchant: 'AURUM', Device: 'web', Language: 'EN' };
  const methods = client as unknown as Record<string, Record<string, Call>>;
  const sides = CALLS.map(([group, name]) => {
    const { path } = (contract as unknown as Record<string, Record<string, { path: string }>>)[group]![name]!;
    const url = `${sandbox.url}${path}`;
    const bare: Call = async () => {
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { success: boolean; value: unknown };
      if (!response.ok || !body.success) throw new Error(`bare ${path} failed`);
      return body.value;
    };
    const method = methods[group]?.[name];
    if (!method) throw new Error(`no client method ${group}.${name}`);
    return {
      label: `${group}.${name}`,
      bare,
      client: () => method(),
      bareTimes: [] as number[],
      clientTimes: [] as number[],
    };
  });

  // Calls alternate one by one (bare, client, bare...; the other way round every other round), so a burst of the
  // machine's other work lands on both sides alike.
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    const measured = round >= WARM_UP_ROUNDS;
    for (const side of sides) {
      const order = round % 2 === 0 ? (['bare', 'client'] as const) : (['client', 'bare'] as const);
      for (let i = 0; i < CALLS_PER_ROUND; i++) {
        for (const which of order) {
          const start = performance.now();
          await side[which]();
          const elapsed = performance.now() - start;
          if (measured) (which === 'bare' ? side.bareTimes : side.clientTimes).push(elapsed);
        }
      }
    }
  }

  heading(`Client overhead: ${ROUNDS * CALLS_PER_ROUND} sequential calls of each kind on loopback, per side`);
  let bareSum = 0;
  let clientSum = 0;
  let worstCase = 0;
  for (const side of sides) {
    const bare = median(side.bareTimes);
    const viaClient = median(side.clientTimes);
    bareSum += bare;
    clientSum += viaClient;
    const overhead = viaClient / bare - 1;
    if (side.label === 'system.publicKey') worstCase = overhead;
    console.log(
      `${side.label.padEnd(22)} bare ${bare.toFixed(3)} ms  client ${viaClient.toFixed(3)} ms  ` +
        `${overhead >= 0 ? '+' : ''}${(overhead * 100).toFixed(1)}% (${((viaClient - bare) * 1000).toFixed(0)} µs)`,
    );
  }
  const overhead = clientSum / bareSum - 1;
  line(
    'api-client vs bare fetch (sum of medians)',
    `${overhead >= 0 ? '+' : ''}${(overhead * 100).toFixed(1)}%`,
    `at most +${BUDGET * 100}%`,
    overhead <= BUDGET,
  );
  console.log(
    `  worst case, a call answered from memory (system.publicKey): ${(worstCase * 100).toFixed(1)}%; ` +
      'most of that fixed cost is ky itself (its Request, clone and option merging)',
  );
  return { overhead, worstCase };
}
