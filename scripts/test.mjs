// `npm test`: set everything up on a fresh machine, then run every check and exit non-zero on any failure.
import { ensureChromium, ensurePnpm, ensurePostgres, fail, installDependencies, log, run } from './lib/bootstrap.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
installDependencies(pnpm);
const chromium = ensureChromium();
log(`using Chromium at ${chromium}`);
const postgresBin = ensurePostgres();
log(`using PostgreSQL from ${postgresBin}`);

const tasks = ['lint', 'typecheck', 'test', 'storybook:build', 'storybook:test', 'e2e'];
log(`running ${tasks.join(', ')}`);
const status = run([...pnpm, 'exec', 'turbo', 'run', ...tasks, '--continue', '--output-logs=new-only'], {
  env: { CHROMIUM_PATH: chromium, POSTGRES_BIN: postgresBin },
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (status !== 0) fail(`npm test failed after ${seconds} s`);
log(`all checks passed in ${seconds} s`);
