// The request bodies of the checked-in OpenAPI document, as fast-check arbitraries: the JSON-body operations, the
// schemas the generator can honour, bodies each schema accepts and bodies it refuses (document-bodies.property.test).
import { createRequire } from 'node:module';
import fc from 'fast-check';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  'x-plaintext'?: Schema;
};

export interface Operation {
  id: string;
  method: string;
  path: string;
  encrypted: boolean;
  member: boolean;
  schema: Schema;
}

const document = createRequire(import.meta.url)('@platform/api-client/openapi.json') as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
};

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(target);
}

/** The JSON-body operations of the document, with the schema of what the body (or its plaintext) must be. */
export function jsonOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined;
      const json = body?.content?.['application/json']?.schema;
      if (!json) continue;
      // Sensitive posts name the security scheme encryptedBody; their plaintext is the schema x-plaintext points at.
      const security = (operation.security ?? []) as Record<string, unknown>[];
      const encrypted = security.some((requirement) => 'encryptedBody' in requirement);
      const resolved = resolve(json);
      const plaintext = encrypted ? (resolved['x-plaintext'] ?? resolved) : resolved;
      operations.push({
        id: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        encrypted,
        member: security.length > 0 && security.every((requirement) => 'token' in requirement),
        schema: resolve(plaintext),
      });
    }
  }
  return operations;
}

/** Whether the generator can produce exactly the values `schema` accepts. */
export function supported(schema: Schema): boolean {
  const s = resolve(schema);
  if (s.pattern || s.format || s.allOf) return false;
  return [
    ...Object.values(s.properties ?? {}),
    ...(s.items ? [s.items] : []),
    ...(s.anyOf ?? []),
    ...(s.oneOf ?? []),
    ...(typeof s.additionalProperties === 'object' ? [s.additionalProperties] : []),
  ].every(supported);
}

const text = (min = 0, max = 24) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789 _-.'),
    minLength: min,
    maxLength: max,
  });

function numberBounds(s: Schema) {
  return {
    min: s.exclusiveMinimum !== undefined ? s.exclusiveMinimum : s.minimum,
    max: s.exclusiveMaximum !== undefined ? s.exclusiveMaximum : s.maximum,
  };
}

/** The values `schema` accepts (numbers kept within ±1e9 where the document sets no bound). */
export function arbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map(arbitrary));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : ['string', 'integer', 'boolean'];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitrary({ ...s, type })));
  const { min, max } = numberBounds(s);
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const low = Math.ceil(Math.max(min ?? -1e9, -1e9) + (s.exclusiveMinimum !== undefined ? 1e-9 : 0));
      const high = Math.floor(Math.min(max ?? 1e9, 1e9) - (s.exclusiveMaximum !== undefined ? 1e-9 : 0));
      return fc.integer({ min: low, max: Math.max(low, high) });
    }
    case 'number': {
      const low = Math.max(min ?? -1e9, -1e9);
      const high = Math.min(max ?? 1e9, 1e9);
      // Whole cents: money is sent with at most two decimals.
      return fc
        .integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) })
        .map((cents) => cents / 100)
        .filter(
          (n) =>
            (s.exclusiveMinimum === undefined || n > s.exclusiveMinimum) &&
            (s.exclusiveMaximum === undefined || n < s.exclusiveMaximum),
        );
    }
    case 'string':
      return text(s.minLength ?? 0, Math.min(s.maxLength ?? 24, 24 + (s.minLength ?? 0)));
    case 'array':
      return fc.array(arbitrary(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object': {
      const required = new Set(s.required ?? []);
      const entries = Object.entries(s.properties ?? {});
      return fc.record(Object.fromEntries(entries.map(([key, value]) => [key, arbitrary(value)])), {
        requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
    default:
      throw new Error(`no generator for ${JSON.stringify(s)}`);
  }
}

const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
/** A property schema that takes one JSON type only (no union, enum or const): its wrong values are certain. */
const plain = (s: Schema) => !s.anyOf && !s.oneOf && !s.enum && s.const === undefined && typesOf(s).length === 1;

/** Bodies the document refuses, each built from a valid one. */
export function invalidBodies(schema: Schema): fc.Arbitrary<unknown>[] {
  const s = resolve(schema);
  const valid = arbitrary(s) as fc.Arbitrary<Record<string, unknown>>;
  const out: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>([], 7, 'body', true)];
  for (const [key, raw] of Object.entries(s.properties ?? {})) {
    const property = resolve(raw);
    if (!plain(property)) continue;
    const [type] = typesOf(property);
    if (type === 'integer' || type === 'number') {
      out.push(
        fc
          .tuple(valid, arbitrary(property))
          .chain(([body, value]) =>
            fc.constantFrom({ ...body, [key]: String(value) }, { ...body, [key]: true }, { ...body, [key]: null }),
          ),
      );
    } else if (type === 'array' && property.items && plain(resolve(property.items))) {
      const [itemType] = typesOf(resolve(property.items));
      if (itemType === 'integer' || itemType === 'number') {
        out.push(
          valid.chain((body) =>
            fc.constantFrom({ ...body, [key]: [true] }, { ...body, [key]: [null] }, { ...body, [key]: ['7'] }),
          ),
        );
      }
    } else if (type === 'string') {
      out.push(valid.map((body) => ({ ...body, [key]: 7 })));
    } else if (type === 'boolean') {
      out.push(valid.map((body) => ({ ...body, [key]: 'true' })));
    }
    if ((s.required ?? []).includes(key)) {
      out.push(
        valid.map((body) => {
          const { [key]: _dropped, ...rest } = body;
          return rest;
        }),
      );
    }
  }
  return out;
}
