// Writes the artefacts generated from the contract: openapi.json (shipped with the package) and the client's route
// table. `pnpm --filter @platform/api-client generate`; a test fails when either is out of date.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderOpenApi, renderRouteTable } from '../src/contract/generate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(root, 'openapi.json'), renderOpenApi());
writeFileSync(join(root, 'src', 'client', 'routes.gen.ts'), renderRouteTable());
process.stdout.write('wrote openapi.json and src/client/routes.gen.ts\n');
