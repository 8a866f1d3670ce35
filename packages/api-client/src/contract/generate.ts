import { contract } from './index';
import { buildOpenApiDocument } from './openapi';
import { buildRouteTable } from './routes';

/** The version of the wire contract (not of the package): bump it when the contract changes shape. */
export const contractVersion = '1.0.0';

/** The text of openapi.json. */
export function renderOpenApi(): string {
  const document = buildOpenApiDocument(contract, { title: 'Platform player API', version: contractVersion });
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The text of src/client/routes.gen.ts. */
export function renderRouteTable(): string {
  const specs = contract as unknown as Record<string, Record<string, { summary: string }>>;
  const groups = Object.entries(buildRouteTable(contract)).map(([group, entries]) => {
    // The summary becomes the JSDoc of the client's method (its type maps over these keys).
    const lines = Object.entries(entries).map(([name, entry]) => {
      const summary = (specs[group]?.[name]?.summary ?? '').replaceAll('*/', '*\\/');
      return `    /** ${summary} (${entry[0]} ${entry[1]}) */\n    ${name}: ${JSON.stringify(entry)},`;
    });
    return `  ${group}: {\n${lines.join('\n')}\n  },`;
  });
  const table = `{\n${groups.join('\n')}\n}`;
  return [
    '// Generated from the contract by scripts/generate.ts. Do not edit: run `pnpm --filter @platform/api-client generate`.',
    "import type { RouteEntry } from '../contract/routes';",
    '',
    `export const routes = ${table} as const satisfies Record<string, Record<string, RouteEntry>>;`,
    '',
  ].join('\n');
}
