// What the packaging test runs against the packed packages: a consumer program of another product and
// are-the-types-wrong's verdict on each tarball.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileAsync, mapPooled, packagesDir } from './packaging.fixture';

/** The same program twice: only the way it loads the package differs. Each run tries its own unknown name (three
 * failures of one name ask for a captcha). */
export function consumer(load: 'import' | 'require', username: string): string {
  const head =
    load === 'import'
      ? "import { createApiClient, errorTable, isApiError, isSessionEndedError } from '@platform/api-client';\n" +
        "import { contract } from '@platform/api-client/contract';\n"
      : "const { createApiClient, errorTable, isApiError, isSessionEndedError } = require('@platform/api-client');\n" +
        "const { contract } = require('@platform/api-client/contract');\n";
  const body = `
const ended = [];
const client = createApiClient({
  baseUrl: process.env.SANDBOX_URL,
  merchantCode: 'AURUM',
  language: 'EN',
  onSessionEnded: (error) => ended.push(error.code),
  onMessage: () => {},
});
const key = await client.system.publicKey();
contract.system.publicKey.output.parse(key);
let visitor = null;
try {
  await client.points.balance();
} catch (error) {
  visitor = { isApiError: isApiError(error), isSessionEnded: isSessionEndedError(error), code: error.code };
}
let login;
try {
  const result = await client.accounts.login({ username: '${username}', password: 'wrong-password' });
  login = { token: typeof result.token };
} catch (error) {
  login = { code: error.code, status: error.status };
}
console.log(JSON.stringify({ keyId: key.keyId, visitor, ended, rows: Object.keys(errorTable).length, login }));
`;
  return load === 'import'
    ? `${head}${body}`
    : `${head}(async () => {${body}})().catch((error) => { console.error(error); process.exit(1); });\n`;
}

/**
 * are-the-types-wrong's verdict on each pnpm tarball, all started once the packs exist, one per core (each run is a
 * second or two of one core), while npm installs the tarballs. The tests read the verdicts once the whole set is in.
 */
export type TypeCheckReport = { analysis: { problems: unknown[] } };

export function startTypeChecks(
  folders: readonly string[],
  tarballOf: (folder: string) => string,
): Map<string, Promise<TypeCheckReport>> {
  const typeChecks = new Map<string, Promise<TypeCheckReport>>();
  const attw = join(packagesDir, 'contract-tests', 'node_modules', '.bin', 'attw');
  const reports = mapPooled(folders, async (folder) => {
    // A stylesheet entry (ui-kit's ./styles.css) has no types to check.
    const manifest = JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')) as {
      publishConfig: { exports: Record<string, unknown> };
    };
    const styles = Object.keys(manifest.publishConfig.exports).filter((entry) => entry.endsWith('.css'));
    const exclude = styles.length > 0 ? ['--exclude-entrypoints', ...styles] : [];
    const tarball = tarballOf(folder);
    const outcome = await execFileAsync(attw, [tarball, '--format', 'json', ...exclude], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(outcome.stdout) as TypeCheckReport;
  });
  for (const [index, folder] of folders.entries()) {
    const report = reports.then((all) => all[index]!);
    // Awaited by its test; a failure before then is that test's failure, not an unhandled rejection.
    report.catch(() => undefined);
    typeChecks.set(folder, report);
  }
  return typeChecks;
}
