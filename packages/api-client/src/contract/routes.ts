import { type ContractShape, endpointFlags, type HttpMethod } from './define';

/**
 * What the client needs of an endpoint at run time, without its schemas:
 * `[method, path, flags]`, flags as a bit set (see `routeFlag`).
 */
export type RouteEntry = readonly [method: HttpMethod, path: string, flags: number];

export const routeFlag = {
  encrypted: 1,
  form: 2,
  loginDeviceId: 4,
  quiet: 8,
  idempotent: 16,
  member: 32,
  inQuery: 64,
} as const;

/** The route table of a contract: `{ group: { name: [method, path, flags] } }`. */
export function buildRouteTable(contract: ContractShape): Record<string, Record<string, RouteEntry>> {
  const table: Record<string, Record<string, RouteEntry>> = {};
  for (const groupName of Object.keys(contract).sort()) {
    const group = contract[groupName] ?? {};
    const entries: Record<string, RouteEntry> = {};
    for (const name of Object.keys(group).sort()) {
      const spec = group[name];
      if (!spec) continue;
      const f = endpointFlags(spec);
      const flags =
        (f.encrypted ? routeFlag.encrypted : 0) |
        (f.encoding === 'form' ? routeFlag.form : 0) |
        (f.loginDeviceId ? routeFlag.loginDeviceId : 0) |
        (f.quiet ? routeFlag.quiet : 0) |
        (f.idempotent ? routeFlag.idempotent : 0) |
        (spec.access === 'member' ? routeFlag.member : 0) |
        (f.inQuery ? routeFlag.inQuery : 0);
      entries[name] = [spec.method, spec.path, flags];
    }
    table[groupName] = entries;
  }
  return table;
}
