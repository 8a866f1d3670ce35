import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { encryptPayload } from '@platform/crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../src/core/testing';
import { sessionEnding } from './fuzz.helpers';

/**
 * The strictness run (issue 27 item 8): the document and the server agree. For every operation of the OpenAPI
 * document, requests the document calls valid (built from its own schemas, as a third-party client or tool would,
 * at the edges of every bound and in between) must never be answered `request.invalid` or a 5xx: a body the document
 * accepts is one the server accepts, and a business rule that refuses it answers 200 with its own code. The bad-input
 * fuzz runs (fuzz.*.test.ts) prove the other half: what the document refuses, the server refuses.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema walked by keyword.
type Schema = Record<string, any>;
interface Doc {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

/** The document as published (`@platform/api-client/openapi.json`), which its own test keeps equal to the contract. */
const doc = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@platform/api-client/openapi.json'), 'utf8'),
) as Doc;
/** Random requests per operation, besides the two at the edges. */
const randomRuns = 4;
/** Strings and arrays are cut at these sizes (a 100 000-character field proves nothing more than a 2 000 one). */
const longest = 2000;
const mostItems = 4;

function resolve(schema: Schema): Schema {
  if (typeof schema.$ref !== 'string') return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(doc.components.schemas[name] as Schema);
}

type Edge = 'low' | 'high' | 'random';

const bounds = (schema: Schema, integer: boolean) => {
  const step = integer ? 1 : 0.01;
  const low = Math.max(
    schema.minimum ?? -Number.MAX_SAFE_INTEGER,
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -Number.MAX_SAFE_INTEGER,
  );
  const high = Math.min(
    schema.maximum ?? Number.MAX_SAFE_INTEGER,
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : Number.MAX_SAFE_INTEGER,
  );
  return { low, high };
};

/** A value `schema` accepts: at its lower or upper edges, or anywhere in between. */
function valid(raw: Schema, edge: Edge): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) {
    if (edge === 'low') return fc.constant(schema.enum[0]);
    if (edge === 'high') return fc.constant(schema.enum[schema.enum.length - 1]);
    return fc.constantFrom(...schema.enum);
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices)) {
    const options = choices.map((choice: Schema) => valid(choice, edge));
    return edge === 'random'
      ? fc.oneof(...options)
      : (options[edge === 'low' ? 0 : options.length - 1] as fc.Arbitrary<unknown>);
  }
  if (Array.isArray(schema.type)) {
    const options = schema.type.map((type: string) => valid({ ...schema, type }, edge));
    return edge === 'random' ? fc.oneof(...options) : (options[0] as fc.Arbitrary<unknown>);
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return edge === 'random' ? fc.boolean() : fc.constant(edge === 'high');
    case 'integer': {
      const { low, high } = bounds(schema, true);
      if (edge !== 'random') return fc.constant(edge === 'low' ? low : high);
      const min = Math.max(low, -(2 ** 31));
      const max = Math.max(min, Math.min(high, 2 ** 31 - 1));
      return fc.oneof(fc.constantFrom(low, high), fc.integer({ min, max }));
    }
    case 'number': {
      const { low, high } = bounds(schema, false);
      const round = (n: number) => Math.round(n * 100) / 100;
      if (edge !== 'random') return fc.constant(round(edge === 'low' ? low : high));
      const min = Math.max(low, -1e6);
      const max = Math.max(min, Math.min(high, 1e6));
      return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
    }
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 64, longest));
      if (schema.pattern) {
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length >= minLength && text.length <= maxLength);
      }
      if (edge === 'low') return fc.constant('a'.repeat(minLength));
      if (edge === 'high') return fc.constant('z'.repeat(maxLength));
      return fc.string({ minLength, maxLength: Math.min(maxLength, 40) }).map((text) => text.padEnd(minLength, 'x'));
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? mostItems, mostItems));
      const length = edge === 'low' ? minLength : edge === 'high' ? maxLength : undefined;
      return fc.array(valid(schema.items ?? {}, edge), {
        minLength: length ?? minLength,
        maxLength: length ?? maxLength,
      });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(schema.required ?? []);
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, valid(property, edge)]),
      );
      // At the edges every field is sent; at random, the optional ones come and go.
      const requiredKeys = edge === 'random' ? [...required] : Object.keys(properties);
      return fc.record(record, { requiredKeys });
    }
    default:
      // No type: anything goes; a short text is what a client would send.
      return fc.constant('x');
  }
}

interface Operation {
  id: string;
  method: string;
  path: string;
  query: { name: string; schema: Schema; required: boolean }[];
  body: { schema: Schema; media: 'json' | 'form' | 'encrypted' } | null;
  loginDeviceId: boolean;
}

function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = (op.parameters ?? []) as Schema[];
      const content = op.requestBody?.content as Record<string, Schema> | undefined;
      let body: Operation['body'] = null;
      if (content?.['application/json']) {
        const schema = content['application/json'].schema as Schema;
        body = schema['x-plaintext']
          ? { schema: schema['x-plaintext'], media: 'encrypted' }
          : { schema, media: 'json' };
      } else if (content?.['application/x-www-form-urlencoded']) {
        body = { schema: content['application/x-www-form-urlencoded'].schema, media: 'form' };
      }
      list.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: !!p.required })),
        body,
        loginDeviceId: parameters.some((p) => p.in === 'header' && p.name === 'loginDeviceId'),
      });
    }
  }
  return list;
}

function request(operation: Operation, edge: Edge) {
  const query = fc.record(Object.fromEntries(operation.query.map((p) => [p.name, valid(p.schema, edge)])), {
    requiredKeys: operation.query.filter((p) => p.required || edge !== 'random').map((p) => p.name),
  });
  const body = operation.body ? valid(operation.body.schema, edge) : fc.constant(undefined);
  return fc.record({ query, body });
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  token = await sandbox.tokenFor('member01');
});
afterAll(() => sandbox.close());

async function send(operation: Operation, input: { query: Record<string, unknown>; body: unknown }) {
  const merchant = sandbox.runtime.merchants.get('AURUM');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, queryText(item));
  }
  const headers: Record<string, string> = { Merchant: 'AURUM', Device: 'web', Language: 'EN', Authorization: token };
  if (operation.loginDeviceId) headers.loginDeviceId = 'strict-run-device-000000000000000000';
  let body: string | undefined;
  if (operation.body?.media === 'encrypted') {
    const sealed = await encryptPayload(merchant?.public_key as string, input.body);
    headers.Encryption = sealed.header;
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sealed.body);
  } else if (operation.body?.media === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries((input.body ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) form.append(name, queryText(value));
    }
    body = form.toString();
  } else if (operation.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  const path = `${operation.path}${search.size > 0 ? `?${search}` : ''}`;
  const response = await sandbox.app().request(path, { method: operation.method, headers, body });
  const answer = (await response.json()) as { success: boolean; errorCode: string | null };
  return { status: response.status, ...answer };
}

describe('the document and the server agree', () => {
  it('takes every request the document calls valid: never request.invalid, never a 5xx', async () => {
    const disagreements: string[] = [];
    let sent = 0;
    for (const operation of operations()) {
      for (const edge of ['low', 'high', 'random'] as const) {
        const samples = fc.sample(request(operation, edge), { numRuns: edge === 'random' ? randomRuns : 1, seed: 27 });
        for (const input of samples) {
          const answer = await send(operation, input as never);
          sent++;
          if (answer.status >= 500 || answer.status === 400 || answer.errorCode === 'request.invalid') {
            const sample = JSON.stringify(input).slice(0, 300);
            disagreements.push(`${operation.id} (${edge}) ${answer.status} ${answer.errorCode}: ${sample}`);
          }
          // A generated call may end the session (logout, a session-ending answer): go on with a fresh one.
          if ((answer.errorCode && sessionEnding.has(answer.errorCode)) || operation.path === '/wps/member/logout') {
            token = await sandbox.tokenFor('member01');
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(sent).toBeGreaterThan(operations().length * 3);
  }, 600_000);
});
