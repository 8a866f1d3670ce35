import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
});
