/**
 * The error table as Markdown, for the README (a test keeps the README's copy equal to this; `pnpm --filter
 * @platform/api-client readme` rewrites it). Not part of the client's bundle: only the test and the script import it.
 */
import { type ErrorBehaviour, type ErrorRecovery, type ErrorRow, errorTable } from './error.table';

const behaviourText: Record<ErrorBehaviour, string> = {
  endSession: '`onMessage` (server message, else `errors.sessionExpired`), then `onSessionEnded`; once per session',
  silent: 'nothing reported; the caller handles it',
  timeoutMessage: '`onMessage` (server message, else `timeout_retry_please`)',
  log: 'only the logger (`logger.warn`, no bodies or tokens)',
  vendorMaintenance: '`onVendorMaintenance` (`showRecommendedGames` when `value.resType` is 1), else `onMessage`',
  depositPrompt: '`onDepositPrompt` (cancel or deposit), else `onMessage`',
  domainUnavailable: '`onDomainUnavailable` (retry on the fastest domain, customer service), else `onMessage`',
  network: '`onMessage` (`errors.network`)',
  maintenance: '`onMaintenance` (window, or the IP for access denied), else `onMessage`',
  message: '`onMessage` (server message, else `errors.unknown`)',
};

const recoveryText: Record<ErrorRecovery, string> = {
  refetchKey: 'refetch the public key, send once more',
  switchDomain:
    'with `domains`: move to the fastest other domain and send there once (a POST only after a refusal); none left: `DomainUnavailableError` and `onDomainUnavailable`',
};

export const ERROR_TABLE_START = '<!-- error-table:start (generated from errorTable; pnpm readme) -->';
export const ERROR_TABLE_END = '<!-- error-table:end -->';

export function renderErrorTableMarkdown(): string {
  const lines = [
    '| code or status | error | first | then | from |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(errorTable as Record<string, ErrorRow>).map(([key, row]) => {
      const recovery = row.recovery ? recoveryText[row.recovery] : '';
      const name = key.startsWith('HTTP') || key === '*' || key.includes(' ') || key === 'timeout' ? key : `\`${key}\``;
      return `| ${name} | \`${row.kind}\` | ${recovery} | ${behaviourText[row.behaviour]} | ${row.source} |`;
    }),
  ];
  return `${ERROR_TABLE_START}\n${lines.join('\n')}\n${ERROR_TABLE_END}`;
}

/** `readme` with its error table replaced by the current one. */
export function withErrorTable(readme: string): string {
  const start = readme.indexOf(ERROR_TABLE_START);
  const end = readme.indexOf(ERROR_TABLE_END);
  if (start === -1 || end === -1) throw new Error('README.md has no error-table markers');
  return `${readme.slice(0, start)}${renderErrorTableMarkdown()}${readme.slice(end + ERROR_TABLE_END.length)}`;
}
