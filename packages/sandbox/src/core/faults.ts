/**
 * Fault injection, consulted before every contract call: an errorCode, an HTTP status (401, 502, 504) or a delay on
 * a path for N calls, and hosts marked unavailable. The control API edits it; tests and designers use it to see every
 * error path.
 */
export interface FaultRule {
  /** Exact path (`/wps/member/login`), or a prefix ending in `*` (`/wps/game/*`), or `*` for every call. */
  path: string;
  method?: string | undefined;
  /** Only for this merchant. */
  merchant?: string | undefined;
  /** Answer `{ success: false, errorCode }` with HTTP `status` (default 200). */
  errorCode?: string | undefined;
  message?: string | undefined;
  /** The failure envelope's `value` (maintenance window, recommended games...). */
  value?: unknown;
  /** Answer with this HTTP status (401, 502, 504...). */
  status?: number | undefined;
  /** Wait this long before answering (or before failing). */
  delayMs?: number | undefined;
  /** How many calls the rule applies to. @default 1 */
  times?: number | undefined;
}

export interface ActiveFault extends FaultRule {
  id: number;
  remaining: number;
}

export interface FaultRegistry {
  add(rule: FaultRule): ActiveFault;
  /** The rule for this call, if any, counting it as used. */
  take(method: string, path: string, merchant: string | null): ActiveFault | undefined;
  list(): readonly ActiveFault[];
  remove(id: number): boolean;
  clear(): void;
  unavailableHosts: Set<string>;
}

function matches(rule: ActiveFault, method: string, path: string, merchant: string | null): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  if (rule.merchant && rule.merchant !== merchant) return false;
  if (rule.path === '*') return true;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

export function createFaultRegistry(): FaultRegistry {
  let nextId = 1;
  let rules: ActiveFault[] = [];
  return {
    unavailableHosts: new Set(),
    add(rule) {
      const active: ActiveFault = { ...rule, id: nextId++, remaining: Math.max(1, rule.times ?? 1) };
      rules.push(active);
      return active;
    },
    take(method, path, merchant) {
      const rule = rules.find((r) => matches(r, method, path, merchant));
      if (!rule) return undefined;
      rule.remaining -= 1;
      if (rule.remaining <= 0) rules = rules.filter((r) => r !== rule);
      return rule;
    },
    list: () => rules,
    remove(id) {
      const before = rules.length;
      rules = rules.filter((r) => r.id !== id);
      return rules.length < before;
    },
    clear() {
      rules = [];
      this.unavailableHosts.clear();
    },
  };
}
