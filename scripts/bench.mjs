// `npm run bench`: every benchmark of the repository, each printing its figures beside the budget.
import { ensureChromium, ensurePnpm, installDependencies, run } from './lib/bootstrap.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
const chromium = ensureChromium();
process.exit(run([...pnpm, 'exec', 'turbo', 'run', 'bench', '--concurrency=1'], { env: { CHROMIUM_PATH: chromium } }));
