import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The variable the PostgreSQL test reads its connection string from. */
export const postgresUrlVariable = 'SANDBOX_TEST_DATABASE_URL';

function binaries(): string {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error('PostgreSQL server binaries not found: install Debian\'s "postgresql" or set POSTGRES_BIN');
  }
  return join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a throw-away PostgreSQL server for test/postgres.test.ts: initdb into a temporary folder and pg_ctl on a
 * free loopback port, as the `postgres` user when running as root (PostgreSQL refuses root). Stopped and removed after.
 */
export default async function setup() {
  const bin = binaries();
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-pg-'));
  const data = join(folder, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(folder, 'server.log'),
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  ]);
  process.env[postgresUrlVariable] = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      delete process.env[postgresUrlVariable];
      rmSync(folder, { recursive: true, force: true });
    }
  };
}
