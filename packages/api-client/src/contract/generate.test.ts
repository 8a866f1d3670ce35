import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { renderOpenApi, renderRouteTable } from './generate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('generated artefacts', () => {
  it('openapi.json is up to date with the contract (run `pnpm --filter @platform/api-client generate`)', () => {
    expect(readFileSync(join(root, 'openapi.json'), 'utf8')).toBe(renderOpenApi());
  });

  it('the route table is up to date with the contract', () => {
    expect(readFileSync(join(root, 'src', 'client', 'routes.gen.ts'), 'utf8')).toBe(renderRouteTable());
  });

  it('openapi.json is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(renderOpenApi()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it("passes a second, independent linter at zero problems (Redocly's recommended-strict, plus tag rules)", async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        'operation-tag-defined': 'error',
        'tag-description': 'error',
        'tags-alphabetical': 'error',
        'operation-summary': 'error',
        'array-parameter-serialization': 'error',
        'no-required-schema-properties-undefined': 'error',
        'no-enum-type-mismatch': 'error',
        'no-duplicated-tag-names': 'error',
      },
    });
    const problems = await lintFromString({ source: renderOpenApi(), absoluteRef: join(root, 'openapi.json'), config });
    expect(problems.map(({ ruleId, message, location }) => `${ruleId}: ${message} ${location[0]?.pointer}`)).toEqual(
      [],
    );
  });

  it('gives every encrypted operation its plaintext as a named schema, and every operation its 4xx answers', () => {
    const document = JSON.parse(renderOpenApi()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            security: object[];
            responses: object;
            requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
          }
        >
      >;
      components: { schemas: Record<string, unknown> };
    };
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    const encrypted = operations.filter((operation) => JSON.stringify(operation.security).includes('encryptedBody'));
    expect(encrypted.length).toBeGreaterThanOrEqual(16);
    for (const operation of encrypted) {
      const name = `Plaintext_${operation.operationId.replace('.', '_')}`;
      expect(document.components.schemas[name], name).toMatchObject({ type: 'object' });
      expect(operation.requestBody?.content['application/json']?.schema['x-plaintext']).toEqual({
        $ref: `#/components/schemas/${name}`,
      });
    }
    for (const operation of operations)
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '405', '431']));
  });
});
