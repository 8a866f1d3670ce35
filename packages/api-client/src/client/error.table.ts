/**
 * The error catalogue of points-centres-lottery §8 as ONE table: every code or HTTP status maps to one behaviour.
 * The client reads it to recover (refetch the key, switch domain) and to report (callbacks); the README prints it
 * (a test keeps the two equal) and the contract tests drive every row through the sandbox's fault injection.
 */

/** What the client does with a failure, after any recovery has been tried. */
export type ErrorBehaviour =
  /** Tell the player (unless the call is quiet), then `onSessionEnded` — both once per session. */
  | 'endSession'
  /** Nothing is reported; the caller decides (second-factor dialog, social binding, rate limits...). */
  | 'silent'
  /** `onMessage` with the server's message, or `timeout_retry_please` when it has none. */
  | 'timeoutMessage'
  /** Only the logger hears about it. */
  | 'log'
  /** `onVendorMaintenance` (the window; `resType` 1 carries recommended games), else `onMessage`. */
  | 'vendorMaintenance'
  /** `onDepositPrompt` (cancel or deposit), else `onMessage`. */
  | 'depositPrompt'
  /** `onDomainUnavailable` (retry on the fastest domain, or customer service). */
  | 'domainUnavailable'
  /** With a domain list: `onDomainUnavailable` once no domain answers; with one address: `onMessage` `errors.network`. */
  | 'network'
  /** `onMaintenance` (maintenance or access-denied page). */
  | 'maintenance'
  /** `onMessage` with the server's message (`errors.unknown` when it has none). */
  | 'message';

/** What the client tries before reporting. */
export type ErrorRecovery =
  /** Fetch the merchant's public key again and send the call once more (key rotation). */
  | 'refetchKey'
  /** Pick the fastest healthy domain and send the call there once (idempotent calls after a network error). */
  | 'switchDomain';

/** The error class a row produces (see api.errors.ts). */
export type ErrorKind =
  | 'ApiError'
  | 'SessionEndedError'
  | 'MaintenanceError'
  | 'NetworkError'
  | 'TimeoutError'
  | 'DomainUnavailableError';

export interface ErrorRow {
  behaviour: ErrorBehaviour;
  kind: ErrorKind;
  recovery?: ErrorRecovery;
  /** Where the rule comes from, or why it was chosen where the spec is silent. */
  source: string;
}

const spec = 'points-centres-lottery §8';

function row(behaviour: ErrorBehaviour, kind: ErrorKind, source: string, recovery?: ErrorRecovery): ErrorRow {
  return recovery === undefined ? { behaviour, kind, source } : { behaviour, kind, recovery, source };
}

/**
 * Keys are an `errorCode`, `HTTP <status>` (optionally `over http`/`over https`: the protocol of the address called),
 * `network error`, `timeout` (the client's own 20 s limit), or `*` for every other failure. A failure takes the first
 * key that exists among: its code, `HTTP <status> over <protocol>`, `HTTP <status>`, its transport kind, `*`.
 */
export const errorTable = {
  token_ip_different: row('endSession', 'SessionEndedError', spec),
  'user.or.token.invalid': row('endSession', 'SessionEndedError', spec),
  'login.not.session': row('endSession', 'SessionEndedError', spec),
  CUSTOMER_NOT_LOGIN: row('endSession', 'SessionEndedError', spec),
  'HTTP 401': row('endSession', 'SessionEndedError', spec),
  'merchant.acct.setup.err': row('silent', 'ApiError', spec),
  login_verify_required: row('silent', 'ApiError', `${spec}; the caller opens the second-factor dialog`),
  TOO_MANY_REQUEST: row('silent', 'ApiError', spec),
  TOO_MANY_REQUESTS: row('silent', 'ApiError', spec),
  bind_customer_required: row('silent', 'ApiError', `${spec}; the caller asks to log in or register`),
  'HTTP 504 over https': row('silent', 'TimeoutError', spec),
  'HTTP 504 over http': row('timeoutMessage', 'TimeoutError', spec),
  timeout: row('timeoutMessage', 'TimeoutError', 'points-centres-lottery §9 (20000 ms); shown like a 504 over http'),
  'HTTP 502': row('log', 'ApiError', spec),
  vendor_under_maintenance: row('vendorMaintenance', 'ApiError', spec),
  launch_game_balance_not_enough: row('depositPrompt', 'ApiError', spec),
  domain_not_available: row('domainUnavailable', 'DomainUnavailableError', spec, 'switchDomain'),
  'network error': row('network', 'NetworkError', `${spec} (domain failover)`, 'switchDomain'),
  system_maintenance: row('maintenance', 'MaintenanceError', 'points-centres-lottery §2 "Maintenance"'),
  region_restricted: row('maintenance', 'MaintenanceError', 'points-centres-lottery §2 "Maintenance"'),
  'request.encryption.invalid': row(
    'message',
    'ApiError',
    'key rotation (ARCHITECTURE.md "Wire format")',
    'refetchKey',
  ),
  '*': row('message', 'ApiError', `${spec}: every other failure shows the server message`),
} as const satisfies Record<string, ErrorRow>;

export type ErrorTableKey = keyof typeof errorTable;

/** How a failure arrived: an envelope (`response`), or no response at all. */
export type FailureTransport = 'response' | 'network error' | 'timeout';

export interface FailureFacts {
  code: string | null;
  status: number;
  transport: FailureTransport;
  /** The protocol of the address called, `http:` or `https:`. */
  protocol: string;
}

/** The keys a failure may match, most specific first. */
export function errorTableKeys(facts: FailureFacts): string[] {
  const keys: string[] = [];
  if (facts.code) keys.push(facts.code);
  if (facts.transport === 'response') {
    keys.push(`HTTP ${facts.status} over ${facts.protocol.replace(/:$/, '')}`, `HTTP ${facts.status}`);
  } else {
    keys.push(facts.transport);
  }
  keys.push('*');
  return keys;
}

/** The row of the table that decides what happens to a failure, and its key. */
export function matchErrorRow(facts: FailureFacts): { key: ErrorTableKey; row: ErrorRow } {
  const table: Record<string, ErrorRow> = errorTable;
  // The last key, `*`, always has a row.
  const key = errorTableKeys(facts).find((candidate) => candidate in table) as ErrorTableKey;
  return { key, row: errorTable[key] };
}
