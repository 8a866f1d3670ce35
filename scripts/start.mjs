// `npm start`: set up, build, then serve every merchant app (and, once it exists, the sandbox server behind them).
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

log('building the merchant apps');
if (run([...pnpm, 'exec', 'turbo', 'run', 'build', ...apps.map((a) => `--filter=${a.name}`)]) !== 0) {
  fail('build failed');
}

const children = apps.map((app) =>
  spawnChild([...pnpm, '--filter', app.name, 'exec', 'vite', 'preview', '--strictPort', '--port', String(app.port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);

process.stdout.write('\n');
for (const app of apps) log(`${app.displayName} (${app.code}): http://localhost:${app.port}/`);
process.stdout.write('\nPress Ctrl+C to stop.\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && fail(`a server stopped with code ${code}`));
