// `npm run test:changed`: the developer's fast lane. Lint and the type check, the unit tests of the packages a change
// touches (and of the packages that depend on them), then the browser specs of the features it touches. `npm test`
// stays the whole proof; this is what to run while working.
//
//   npm run test:changed                   # changes since origin/main (or, without it, uncommitted changes)
//   npm run test:changed -- --base HEAD~3  # changes since another commit
//   npm run test:changed -- --list         # only print what would run
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureHeadlessChromium, ensurePnpm, fail, installDependencies, log, root, run } from './lib/bootstrap.mjs';
import { browserSpecsFor } from './lib/changed.mjs';

const args = process.argv.slice(2);
const listOnly = args.includes('--list');
const baseIndex = args.indexOf('--base');

const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
function defaultBase() {
  try {
    git('rev-parse', '--verify', '-q', 'origin/main');
    return git('merge-base', 'HEAD', 'origin/main');
  } catch {
    return 'HEAD';
  }
}
const base = baseIndex >= 0 ? args[baseIndex + 1] : defaultBase();
if (!base) fail('--base needs a commit');

const changed = [
  ...git('diff', '--name-only', base).split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter(Boolean);
const specs = readdirSync(join(root, 'apps', 'e2e', 'tests')).filter((file) => file.endsWith('.spec.ts'));
const browser = browserSpecsFor(changed, specs);

log(`${changed.length} changed file(s) since ${base}`);
log(
  browser.all
    ? `browser specs: all (${browser.reason})`
    : `browser specs: ${browser.specs.length ? browser.specs.join(', ') : 'none'}${browser.visual ? ', and the visual run' : ''}`,
);
if (listOnly) process.exit(0);

const pnpm = ensurePnpm();
installDependencies(pnpm);
const concurrency = `--concurrency=${availableParallelism()}`;
const turbo = (tasks, extra = [], env = {}) =>
  run([...pnpm, 'exec', 'turbo', 'run', ...tasks, concurrency, '--output-logs=new-only', ...extra], { env });

// Lint and the type check are one task each over the whole workspace (turbo replays them when nothing changed).
const checked = turbo(['lint', 'typecheck'], ['--filter=//', '--continue']);
const tested = turbo(['test'], [`--filter=...[${base}]`, '--continue']);
if (checked !== 0 || tested !== 0) fail('checks failed');
if (!browser.all && browser.specs.length === 0 && !browser.visual) {
  log('no browser spec concerns this change');
  process.exit(0);
}
const chromium = ensureHeadlessChromium();
if (turbo(['build'], ['--filter=@platform/e2e...']) !== 0) fail('build failed');
// A file argument only matches the projects whose folder holds it: tests/ the functional ones, visual/ the visual.
const files = browser.all
  ? []
  : [...browser.specs.map((spec) => `tests/${spec}`), ...(browser.visual ? ['visual/'] : [])];
const status = run([...pnpm, '--filter', '@platform/e2e', 'exec', 'playwright', 'test', ...files], {
  env: { CHROMIUM_PATH: chromium },
});
if (status !== 0) fail('browser tests failed');
log('changed checks passed');
