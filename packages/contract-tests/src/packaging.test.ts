/**
 * The packages as another product gets them: packed with pnpm (publishConfig applied), checked with publint and
 * are-the-types-wrong, installed with npm into an empty project, and used from plain Node scripts, once as ESM and
 * once as CommonJS, against a sandbox this test starts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorTable } from '@platform/api-client';
import type { RunningSandbox } from '@platform/sandbox';
import { publint } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureBuilt,
  execFileAsync,
  installTarballs,
  type Packed,
  pack,
  packagesDir,
  runNode,
} from './packaging.fixture';
import { SANDBOX_START_TIMEOUT_MS, startContractSandbox } from './sandbox.fixture';

const PACKAGES = ['crypto', 'api-client'] as const;
const SETUP_TIMEOUT_MS = 300_000;

let sandbox: RunningSandbox;
let project: string;
let packs: string;
const packed = new Map<string, Packed>();

/** The same program twice: only the way it loads the package differs. */
function consumer(load: 'import' | 'require'): string {
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
  const result = await client.auth.login({ username: 'nobody-here', password: 'wrong-password' });
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

beforeAll(async () => {
  const [started] = await Promise.all([
    startContractSandbox(),
    (async () => {
      for (const folder of PACKAGES) await ensureBuilt(folder);
      packs = mkdtempSync(join(tmpdir(), 'platform-packs-'));
      const destination = packs;
      for (const folder of PACKAGES) packed.set(folder, await pack(folder, destination));
      project = await installTarballs(PACKAGES.map((folder) => packed.get(folder)!.tarball));
    })(),
  ]);
  sandbox = started;
}, SETUP_TIMEOUT_MS + SANDBOX_START_TIMEOUT_MS);

afterAll(async () => {
  await sandbox?.close();
  for (const dir of [project, packs]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each(PACKAGES)('@platform/%s as published', (folder) => {
  it('passes publint (no errors, no warnings)', async () => {
    const { tarball } = packed.get(folder)!;
    const bytes = readFileSync(tarball);
    const result = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      level: 'warning',
    });
    expect(result.messages).toEqual([]);
  });

  it('passes are-the-types-wrong in every resolution mode', async () => {
    const attw = join(packagesDir, 'contract-tests', 'node_modules', '.bin', 'attw');
    const outcome = await execFileAsync(attw, [packed.get(folder)!.tarball, '--format', 'json'], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(outcome.stdout) as { analysis: { problems: unknown[] } };
    expect(report.analysis.problems).toEqual([]);
  });
});

describe('a plain Node program of another product', () => {
  const expected = {
    keyId: 'aurum-1',
    visitor: { isApiError: true, isSessionEnded: true, code: 'CUSTOMER_NOT_LOGIN' },
    ended: ['CUSTOMER_NOT_LOGIN'],
    rows: Object.keys(errorTable).length,
    // An encrypted post the sandbox decrypted and answered (it refuses plain text before looking at the account).
    login: { code: 'login.password.incorrect', status: 200 },
  };

  it('calls the sandbox as ESM (.mjs)', async () => {
    const script = join(project, 'consumer.mjs');
    writeFileSync(script, consumer('import'));
    expect(await runNode(script, { SANDBOX_URL: sandbox.url })).toEqual(expected);
  });

  it('calls the sandbox as CommonJS (.cjs)', async () => {
    const script = join(project, 'consumer.cjs');
    writeFileSync(script, consumer('require'));
    expect(await runNode(script, { SANDBOX_URL: sandbox.url })).toEqual(expected);
  });
});

describe('the client bundle', () => {
  it('loads no zod at run time (the schemas stay in the contract entry)', () => {
    const dist = join(packagesDir, 'api-client', 'dist');
    for (const file of ['index.js', 'index.cjs']) {
      const code = readFileSync(join(dist, file), 'utf8');
      expect(code).not.toMatch(/from ['"]zod|require\(['"]zod/);
      expect(code).toMatch(/from ['"]ky['"]|require\(['"]ky['"]\)/);
    }
  });
});
