// Shared set-up for the root commands: the pinned pnpm, the dependencies and Debian's Chromium.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
export const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');

const localPnpm = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

export function log(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\n\x1b[31m✖ ${message}\x1b[0m\n\n`);
  process.exit(1);
}

function globalPnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' },
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns the command (argv prefix) that runs the pinned pnpm, installing it into .tools/ if needed. */
export function ensurePnpm() {
  if (globalPnpmVersion() === pnpmVersion) return ['pnpm'];
  if (!existsSync(localPnpm)) {
    log(`installing pnpm ${pnpmVersion} into .tools/`);
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        join(root, '.tools'),
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `pnpm@${pnpmVersion}`,
      ],
      { stdio: 'inherit', cwd: root },
    );
    if (result.status !== 0) fail(`could not install pnpm ${pnpmVersion} with npm`);
  }
  // turbo looks pnpm up on PATH to run the tasks, so the local copy goes on PATH for every child process.
  process.env.PATH = `${join(root, '.tools', 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`;
  return [process.execPath, localPnpm];
}

export function run(argv, options = {}) {
  const [cmd, ...args] = argv;
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options, env: childEnv(options.env) });
  return result.status ?? 1;
}

export function spawnChild(argv, options = {}) {
  const [cmd, ...args] = argv;
  return spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options, env: childEnv(options.env) });
}

function childEnv(extra) {
  return {
    ...process.env,
    TURBO_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    DO_NOT_TRACK: '1',
    ...extra,
  };
}

export function installDependencies(pnpm) {
  log('installing dependencies (frozen lockfile)');
  const started = Date.now();
  const status = run([...pnpm, 'install', '--frozen-lockfile', '--prefer-offline']);
  if (status !== 0) fail('pnpm install failed');
  log(`dependencies installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

/** Installs Debian packages with apt-get (root only), or fails with the command the user should run. */
function aptInstall(packages, why) {
  if (!isRoot()) {
    fail(
      `${why}\n  Install with: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
    );
  }
  log(`installing ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    if (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status !== 0) fail('apt-get update failed');
    aptUpdated = true;
  }
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0) fail(`apt-get could not install ${packages.join(' ')}`);
}

/** Finds Debian's Chromium, installing it through apt-get when we are root. Returns its path. */
export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = chromiumCandidates.find((p) => existsSync(p));
  if (found) return found;
  aptInstall(['chromium'], 'The browser tests need Chromium and none was found (or set CHROMIUM_PATH).');
  const installed = chromiumCandidates.find((p) => existsSync(p));
  if (!installed) fail('chromium was installed but no binary was found at /usr/bin/chromium');
  return installed;
}

export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the tests: Debian's `chromium-headless-shell` (the same Chromium build without the desktop
 * browser's user interface, which Playwright also prefers for headless runs: about a fifth less CPU a test on this
 * machine), installed through apt-get when we are root. `CHROMIUM_PATH` wins when it names a file.
 */
export function ensureHeadlessChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(headlessShellPath)) return headlessShellPath;
  aptInstall(['chromium-headless-shell'], 'The browser tests need Chromium and none was found (or set CHROMIUM_PATH).');
  if (!existsSync(headlessShellPath)) fail(`chromium-headless-shell was installed but ${headlessShellPath} is missing`);
  return headlessShellPath;
}

/** The folder of PostgreSQL's server binaries (initdb, pg_ctl), or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/**
 * Debian's PostgreSQL server, for the sandbox test that runs its SQL on a real server (DATABASE_URL mode).
 * Installs it through apt-get when we are root. Returns the folder of its binaries.
 */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  aptInstall(
    ['postgresql'],
    'The sandbox tests need a PostgreSQL server (Debian package postgresql) and none was found.',
  );
  const installed = findPostgresBin();
  if (!installed) fail('postgresql was installed but no initdb was found under /usr/lib/postgresql');
  return installed;
}

export function commandVersion(cmd) {
  try {
    return execFileSync(cmd, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
