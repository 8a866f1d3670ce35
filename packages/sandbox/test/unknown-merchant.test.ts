import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSnapshotVariable } from '../src/core/testing';
import { startSandbox, UnknownMerchantError } from '../src/index';

// Issue 28: `--site NOVA=...` was accepted silently and every call of that site answered "Unknown merchant NOVA" (the
// site showed its theme, five error toasts and an empty lobby). The sandbox now refuses to start and says why.
const packageDir = join(import.meta.dirname, '..');
const run = promisify(execFile);

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sandbox-unknown-merchant-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const snapshot = async () => new Blob([await readFile(process.env[testSnapshotVariable] as string)]);

describe('startSandbox with a site of a merchant it does not seed', () => {
  it('rejects with UnknownMerchantError naming the unknown code, the known ones and the seed files', async () => {
    const start = startSandbox({
      port: 0,
      snapshot: await snapshot(),
      sites: [
        { merchant: 'AURUM', dir: folder, port: 0 },
        { merchant: 'NOVA', dir: folder, port: 0 },
      ],
    });
    const error = await start.then(
      () => expect.unreachable('the sandbox started'),
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(UnknownMerchantError);
    expect(error).toMatchObject({ name: 'UnknownMerchantError', unknown: ['NOVA'], known: ['AURUM', 'VERDE'] });
    const { message } = error as UnknownMerchantError;
    expect(message).toContain('no merchant NOVA');
    expect(message).toContain('AURUM, VERDE');
    expect(message).toContain('packages/sandbox/src/core/merchants.seed.ts');
    expect(message).toContain('packages/sandbox/src/domains/system/merchants.player.ts');
  });

  it('names every unknown code at once', async () => {
    const start = startSandbox({
      port: 0,
      snapshot: await snapshot(),
      sites: [
        { merchant: 'NOVA', dir: folder, port: 0 },
        { merchant: 'ROSSO', dir: folder, port: 0 },
      ],
    });
    await expect(start).rejects.toMatchObject({ unknown: ['NOVA', 'ROSSO'] });
  });

  it('starts with the seeded codes', async () => {
    const sandbox = await startSandbox({
      port: 0,
      snapshot: await snapshot(),
      sites: [{ merchant: 'VERDE', dir: folder, port: 0 }],
    });
    try {
      expect(sandbox.sites.map((site) => site.merchant)).toEqual(['VERDE']);
    } finally {
      await sandbox.close();
    }
  });
});

describe('platform-sandbox --site NOVA=...', () => {
  it('prints what to add and exits with 2, without listening', async () => {
    // The CLI from its source, as `pnpm bench` runs it; a fresh data folder is created and seeded once.
    const cli = run(
      process.execPath,
      [
        '--conditions=@platform/source',
        '--import',
        'tsx',
        'src/cli.ts',
        '--port',
        '0',
        '--data',
        join(folder, 'data'),
        '--site-cache',
        'none',
        '--site',
        `NOVA=${folder}@0`,
      ],
      // A sandbox that started anyway would listen until killed: the test fails instead of hanging.
      { cwd: packageDir, timeout: 90_000 },
    );
    const failure = await cli.then(
      () => expect.unreachable('the CLI started'),
      (reason: unknown) => reason as { code: number; stdout: string; stderr: string },
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('no merchant NOVA');
    expect(failure.stderr).toContain('AURUM, VERDE');
    expect(failure.stderr).toContain('packages/sandbox/src/core/merchants.seed.ts');
    // Nothing was started: no API address, no control key.
    expect(failure.stdout).toBe('');
  });
});
