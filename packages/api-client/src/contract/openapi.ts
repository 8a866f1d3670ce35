import { z } from 'zod';
import { type ContractShape, type EndpointSpec, endpointFlags } from './define';
import { errorValues } from './error-values';
import { errorCodes } from './errors';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(type, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return schema;
}

const commonHeaders = [
  { name: 'Merchant', in: 'header', required: true, schema: { type: 'string' }, description: 'Merchant code.' },
  {
    name: 'Device',
    in: 'header',
    required: true,
    schema: { type: 'string', const: 'web' },
    description: 'Always web.',
  },
  {
    name: 'Language',
    in: 'header',
    required: true,
    schema: { type: 'string', enum: ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] },
  },
];

function operation(groupName: string, name: string, spec: EndpointSpec) {
  const flags = endpointFlags(spec);
  const parameters: JsonSchema[] = [...commonHeaders];
  const input = schemaOf(spec.input, 'input');
  let requestBody: JsonSchema | undefined;
  if (flags.inQuery) {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required as string[] | undefined) ?? []);
    for (const [param, schema] of Object.entries(properties)) {
      parameters.push({ name: param, in: 'query', required: required.has(param), schema });
    }
  } else if (flags.encrypted) {
    parameters.push({
      name: 'Encryption',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description: 'The AES-256 key of the body, wrapped with the merchant RSA-OAEP public key, base64.',
    });
    requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['value'],
            properties: {
              value: { type: 'string', description: 'base64(IV ‖ AES-256-GCM ciphertext) of the JSON below' },
            },
            'x-plaintext': input,
          },
        },
      },
    };
  } else {
    const mediaType = flags.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    requestBody = { required: true, content: { [mediaType]: { schema: input } } };
  }
  if (flags.loginDeviceId) {
    parameters.push({
      name: 'loginDeviceId',
      in: 'header',
      required: true,
      schema: { type: 'string', minLength: 36, maxLength: 36 },
    });
  }
  const security = spec.access === 'public' ? [] : spec.access === 'optional' ? [{}, { token: [] }] : [{ token: [] }];
  return {
    operationId: `${groupName}.${name}`,
    tags: [groupName],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    security,
    'x-quiet': flags.quiet,
    'x-idempotent': flags.idempotent,
    ...(spec.errors?.length ? { 'x-error-codes': spec.errors } : {}),
    responses: {
      '200': {
        description: 'The envelope: `value` on success, `errorCode` and `message` on failure.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'value', 'message', 'errorCode'],
              properties: {
                success: { type: 'boolean' },
                value: { anyOf: [schemaOf(spec.output, 'output'), { type: 'null' }] },
                message: { type: ['string', 'null'] },
                errorCode: { type: ['string', 'null'] },
              },
            },
          },
        },
      },
      default: { $ref: '#/components/responses/Failure' },
    },
  };
}

/** The OpenAPI 3.1 document of a contract, deterministic (stable key order) so it can be checked in. */
export function buildOpenApiDocument(contract: ContractShape, info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const groupName of Object.keys(contract).sort()) {
    const group = contract[groupName] ?? {};
    for (const name of Object.keys(group).sort()) {
      const spec = group[name];
      if (!spec) continue;
      const byMethod = paths[spec.path] ?? {};
      paths[spec.path] = byMethod;
      const method = spec.method.toLowerCase();
      if (byMethod[method]) throw new Error(`Two endpoints share ${spec.method} ${spec.path}`);
      byMethod[method] = operation(groupName, name, spec);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The wire contract of the player-facing platform. Every response is the envelope ' +
        '`{ success, value, message, errorCode }`; every call carries Merchant, Device, Language and (when logged in) ' +
        'Authorization headers. Generated from @platform/api-client/contract; do not edit by hand.',
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      // The value of each failure that carries data, by error code (contract/error-values.ts).
      schemas: Object.fromEntries(
        Object.entries(errorValues).map(([code, schema]) => [
          `ErrorValue_${code.replace(/[^A-Za-z0-9_]/g, '_')}`,
          { ...schemaOf(schema, 'output'), description: `The value of a failure with errorCode ${code}.` },
        ]),
      ),
      responses: {
        Failure: {
          description:
            'A failure envelope (HTTP 400 for a request that breaks the contract, 401/502/504 from the gateway).',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  success: { const: false },
                  value: {
                    description:
                      'Null, or the data the error code carries: see components.schemas.ErrorValue_<code> ' +
                      '(dots in the code become underscores).',
                  },
                  message: { type: ['string', 'null'] },
                  errorCode: { type: ['string', 'null'], enum: [...Object.keys(errorCodes), null] },
                },
              },
            },
          },
        },
      },
    },
  };
}
