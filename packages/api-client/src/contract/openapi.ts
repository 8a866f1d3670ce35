import { z } from 'zod';
import { type ContractShape, type EndpointSpec, endpointFlags } from './define';
import { errorValues } from './error-values';
import { errorCodes } from './errors';

import {
  commonHeaders,
  ENCRYPTION_DESCRIPTION,
  encryptionFailureCodes,
  failureResponse,
  type JsonSchema,
  plaintextSchemaName,
  transportFailures,
} from './openapi.transport';

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(type, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return schema;
}

function operation(groupName: string, name: string, spec: EndpointSpec) {
  const flags = endpointFlags(spec);
  const parameters: JsonSchema[] = [...commonHeaders];
  const input = schemaOf(spec.input, 'input');
  let requestBody: JsonSchema | undefined;
  if (flags.inQuery) {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required as string[] | undefined) ?? []);
    for (const [param, schema] of Object.entries(properties)) {
      // Arrays go as repeated keys (`excludeTxTypeIds=9203&excludeTxTypeIds=9204`), what the client sends.
      const array = schema.type === 'array' ? { style: 'form', explode: true } : {};
      parameters.push({ name: param, in: 'query', required: required.has(param), ...array, schema });
    }
  } else if (flags.encrypted) {
    const plaintext = { $ref: `#/components/schemas/${plaintextSchemaName(groupName, name)}` };
    requestBody = {
      required: true,
      description: `Encrypted (security scheme encryptedBody): the plaintext is ${plaintextSchemaName(groupName, name)}.`,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['value'],
            additionalProperties: false,
            properties: {
              value: {
                type: 'string',
                contentEncoding: 'base64',
                description: 'base64(12-byte IV ‖ AES-256-GCM ciphertext ‖ 16-byte tag) of the plaintext JSON.',
                // What the value holds once decrypted: reachable for linters and generators (JSON Schema's own
                // keyword), and no member of the body. Not under $defs, which generators read as a property every
                // body must carry.
                contentMediaType: 'application/json',
                contentSchema: plaintext,
              },
            },
            'x-plaintext': plaintext,
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
      description: "The browser's device id (36 characters, @platform/crypto `getDeviceId`).",
      schema: { type: 'string', minLength: 36, maxLength: 36 },
    });
  }
  const encryption = flags.encrypted ? { encryptedBody: [] } : {};
  const security =
    spec.access === 'public'
      ? [encryption]
      : spec.access === 'optional'
        ? [encryption, { token: [], ...encryption }]
        : [{ token: [], ...encryption }];
  const failures: Record<string, JsonSchema> = {
    '400': { $ref: `#/components/responses/${flags.encrypted ? 'EncryptedBadRequest' : 'BadRequest'}` },
    '405': { $ref: '#/components/responses/MethodNotAllowed' },
    '431': { $ref: '#/components/responses/RequestHeaderFieldsTooLarge' },
  };
  if (requestBody) {
    failures['413'] = { $ref: '#/components/responses/PayloadTooLarge' };
    failures['415'] = { $ref: '#/components/responses/UnsupportedMediaType' };
  }
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
        description:
          'The envelope: `value` on success; on a business failure `success` false with `errorCode` and `message` ' +
          '(business failures always answer HTTP 200).',
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
      ...Object.fromEntries(Object.entries(failures).sort(([a], [b]) => a.localeCompare(b))),
      default: { $ref: '#/components/responses/Failure' },
    },
  };
}

export interface OpenApiOptions {
  title: string;
  version: string;
  /** One line per contract group: the document's tags. Every group must have one. */
  tags: Readonly<Record<string, string>>;
  servers: readonly { url: string; description: string; variables?: Record<string, unknown> }[];
}

function errorValueName(code: string): string {
  return `ErrorValue_${code.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/** The OpenAPI 3.1 document of a contract, deterministic (stable key order) so it can be checked in. */
export function buildOpenApiDocument(contract: ContractShape, options: OpenApiOptions) {
  const { tags, servers, ...info } = options;
  const paths: Record<string, Record<string, unknown>> = {};
  const plaintexts: Record<string, JsonSchema> = {};
  for (const groupName of Object.keys(contract).sort()) {
    if (!tags[groupName]) throw new Error(`The contract group ${groupName} has no tag description`);
    const group = contract[groupName] ?? {};
    for (const name of Object.keys(group).sort()) {
      const spec = group[name];
      if (!spec) continue;
      const byMethod = paths[spec.path] ?? {};
      paths[spec.path] = byMethod;
      const method = spec.method.toLowerCase();
      if (byMethod[method]) throw new Error(`Two endpoints share ${spec.method} ${spec.path}`);
      byMethod[method] = operation(groupName, name, spec);
      if (endpointFlags(spec).encrypted) {
        plaintexts[plaintextSchemaName(groupName, name)] = {
          ...schemaOf(spec.input, 'input'),
          description: `The plaintext of ${groupName}.${name}, sent encrypted (security scheme encryptedBody).`,
        };
      }
    }
  }
  const errorValueSchemas = Object.fromEntries(
    Object.entries(errorValues).map(([code, schema]) => [
      errorValueName(code),
      { ...schemaOf(schema, 'output'), description: `The value of a failure with errorCode ${code}.` },
    ]),
  );
  const transportResponses = Object.fromEntries(
    Object.values(transportFailures).map(({ response, description, codes }) => [
      response,
      failureResponse(description, codes),
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The wire contract of the player-facing platform. Every response is the envelope ' +
        '`{ success, value, message, errorCode }`; every call carries Merchant, Device, Language and (when logged in) ' +
        'Authorization headers. Business failures answer HTTP 200 with `success: false`; a request that breaks this ' +
        'document answers the 4xx its operation lists. Generated from @platform/api-client/contract; do not edit by hand.',
      license: { name: 'UNLICENSED (proprietary)', identifier: 'LicenseRef-Proprietary' },
    },
    servers,
    tags: Object.keys(contract)
      .sort()
      .map((name) => ({ name, description: tags[name] })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The `token` of a login or registration, sent as is (no Bearer prefix needed).',
        },
        encryptedBody: { type: 'apiKey', in: 'header', name: 'Encryption', description: ENCRYPTION_DESCRIPTION },
      },
      schemas: {
        // The value of each failure that carries data, by error code (contract/error-values.ts).
        ...errorValueSchemas,
        // The plaintext of each encrypted operation, so generators keep a type for it.
        ...Object.fromEntries(Object.entries(plaintexts).sort(([a], [b]) => a.localeCompare(b))),
      },
      responses: {
        ...transportResponses,
        EncryptedBadRequest: failureResponse(transportFailures['400'].description, [
          ...transportFailures['400'].codes,
          ...encryptionFailureCodes,
        ]),
        Failure: {
          description: 'A failure from the gateway in front of the API (401, 502, 504) or an unexpected 500.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  success: { const: false },
                  value: {
                    description: 'Null, or the data the error code carries.',
                    anyOf: [
                      { type: 'null' },
                      ...Object.keys(errorValueSchemas).map((name) => ({ $ref: `#/components/schemas/${name}` })),
                    ],
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
