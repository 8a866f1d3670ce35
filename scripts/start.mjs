// `npm start`: set up, build, then run the sandbox server with every merchant site on its own origin in front of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, fail, installDependencies, log, root, run, spawnChild } from './lib/bootstrap.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);

const apps = readdirSync(join(root, 'apps'))
  .filter((dir) => dir.startsWith('merchant-'))
  .map((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, 'apps', dir, 'package.json'), 'utf8'));
    return { dir, name: pkg.name, ...pkg.merchant };
  });

log('building the sandbox server and the merchant sites');
const filters = ['@platform/sandbox', ...apps.map((a) => a.name)].map((name) => `--filter=${name}`);
if (run([...pnpm, 'exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only']) !== 0)
  fail('build failed');

// The sandbox serves each built site on its own port, with the API (/wps, /lgw, /res, /ws) on the same origin.
const sandbox = spawnChild([
  process.execPath,
  join(root, 'packages', 'sandbox', 'bin', 'platform-sandbox.js'),
  '--port',
  process.env.SANDBOX_PORT ?? '8080',
  '--data',
  join(root, '.sandbox-data'),
  ...apps.flatMap((app) => ['--site', `${app.code}=${join(root, 'apps', app.dir, 'dist')}@${app.port}`]),
]);
log('starting (the first start creates the database in .sandbox-data/, which takes a few seconds)');

const stop = () => {
  sandbox.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
sandbox.on('exit', (code) => (code ? fail(`the sandbox stopped with code ${code}`) : process.exit(0)));
