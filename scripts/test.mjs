// `npm test`: set everything up on a fresh machine, then run every check in phases and exit non-zero on a failure.
//
// The phases run one after another, cheap and decisive first, each keeping the machine's cores busy without
// crowding them (turbo runs at most one task per core; each Vitest and Playwright run sizes its own workers to the
// cores). A failed phase stops the run, so a lint error is reported in minutes rather than after the browser tests;
// `npm test -- --continue` runs every phase whatever happens.
import { availableParallelism } from 'node:os';
import {
  ensureHeadlessChromium,
  ensurePnpm,
  ensurePostgres,
  fail,
  installDependencies,
  log,
  run,
} from './lib/bootstrap.mjs';
import { formatPhases } from './lib/phases.mjs';

const keepGoing = process.argv.includes('--continue');
const cores = String(availableParallelism());
const started = Date.now();
const phases = [];

/** Runs one phase, records its time and outcome. */
function phase(name, body) {
  const from = Date.now();
  log(`phase ${phases.length + 1}: ${name}`);
  const ok = body();
  phases.push({ name, seconds: (Date.now() - from) / 1000, ok });
  log(`phase ${name}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - from) / 1000).toFixed(1)} s`);
  return ok;
}

let pnpm;
let env;
phase('setup (pnpm, dependencies, Chromium, PostgreSQL)', () => {
  pnpm = ensurePnpm();
  installDependencies(pnpm);
  const chromium = ensureHeadlessChromium();
  log(`using Chromium at ${chromium}`);
  const postgresBin = ensurePostgres();
  log(`using PostgreSQL from ${postgresBin}`);
  env = { CHROMIUM_PATH: chromium, POSTGRES_BIN: postgresBin };
  return true;
});

const turbo = (tasks, extra = []) =>
  run([...pnpm, 'exec', 'turbo', 'run', ...tasks, `--concurrency=${cores}`, '--output-logs=new-only', ...extra], {
    env,
  }) === 0;

const plan = [
  // Lint, type checks and unit tests: seconds each, and they say most about a change.
  ['static checks and unit tests', () => turbo(['lint', 'typecheck', 'test'], ['--continue'])],
  // What the browser tests load: the sandbox, the merchant sites and Storybook.
  ['builds', () => turbo(['build', 'storybook:build'], ['--filter=//', '--filter=@platform/e2e...'])],
  // Every story rendered, played and checked with axe in Chromium, once per merchant theme.
  ['story tests', () => turbo(['storybook:test'])],
  // Playwright: the functional and visual projects in one run, each worker with its own sandbox.
  ['browser tests', () => turbo(['e2e'])],
];

let failed = false;
for (const [name, body] of plan) {
  if (failed && !keepGoing) {
    phases.push({ name, seconds: 0, ok: null });
    continue;
  }
  if (!phase(name, body)) failed = true;
}

const seconds = (Date.now() - started) / 1000;
process.stdout.write(`\n${formatPhases(phases, seconds)}\n`);
if (failed) fail(`npm test failed after ${seconds.toFixed(1)} s${keepGoing ? '' : ' (later phases skipped)'}`);
log(`all checks passed in ${seconds.toFixed(1)} s`);
