/**
 * Every endpoint against the sandbox through the client: a sample call per endpoint, its answer parsed with the
 * contract's output schema. An endpoint the sandbox answers must have a sample; the ones it does not answer yet are
 * listed at the end of the run.
 */
import { isApiError } from '@platform/api-client';
import type { RunningSandbox } from '@platform/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from './samples';
import { contractEndpoints, createSampleRunner, implementedEndpoints, sampleOf } from './samples/sample.harness';
import { SANDBOX_START_TIMEOUT_MS, startContractSandbox } from './sandbox.fixture';

let sandbox: RunningSandbox;
let runner: ReturnType<typeof createSampleRunner>;
let implemented: Set<string>;

beforeAll(async () => {
  sandbox = await startContractSandbox();
  runner = createSampleRunner(sandbox);
  implemented = await implementedEndpoints(sandbox);
}, SANDBOX_START_TIMEOUT_MS);

afterAll(async () => {
  const waiting = contractEndpoints()
    .map(({ group, name }) => `${group}.${name}`)
    .filter((id) => implemented && !implemented.has(id));
  if (waiting.length > 0) {
    console.info(
      `Endpoints of the contract the sandbox does not answer yet (${waiting.length}): ${waiting.join(', ')}`,
    );
  }
  await sandbox?.close();
});

const endpoints = contractEndpoints();
const groups = [...new Set(endpoints.map((ref) => ref.group))];

describe('samples', () => {
  it('every endpoint the sandbox answers has a sample', () => {
    const missing = [...implemented].filter((id) => {
      const [group = '', name = ''] = id.split('.');
      return !sampleOf(samples, endpoints.find((ref) => ref.group === group && ref.name === name)!);
    });
    expect(missing).toEqual([]);
  });

  it('every refusal a sample expects is one its endpoint declares', () => {
    const undeclared = endpoints.flatMap((ref) => {
      const sample = sampleOf(samples, ref);
      const refusal = sample?.refusal ?? sample?.mayRefuse;
      return refusal && !(ref.spec.errors ?? []).includes(refusal) ? [`${ref.group}.${ref.name}: ${refusal}`] : [];
    });
    expect(undeclared).toEqual([]);
  });
});

for (const group of groups) {
  describe(group, () => {
    for (const ref of endpoints.filter((candidate) => candidate.group === group)) {
      const sample = sampleOf(samples, ref);
      if (!sample) continue;
      const outcome = sample.refusal ? `answers the documented ${sample.refusal}` : 'answers within its output schema';
      it(`${ref.name} (${ref.spec.method} ${ref.spec.path}) ${outcome}`, async () => {
        const result = await runner.run(ref, sample);
        if (sample.refusal) expect(result).toMatchObject({ code: sample.refusal });
        else if (isApiError(result)) expect(result.code).toBe(sample.mayRefuse);
        else expect(result).toBeDefined();
      });
    }
  });
}
