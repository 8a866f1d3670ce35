// `npm run storybook`: set up, then serve Storybook for designers on http://localhost:6006.
import { ensurePnpm, installDependencies, log, run } from './lib/bootstrap.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
log('starting Storybook on http://localhost:6006');
process.exit(run([...pnpm, 'run', 'storybook:dev']));
