// Runs before anything else in `npm start` / `npm test`. Plain CommonJS with long-supported syntax only, so that it
// prints a clear message even on a Node far too old for the rest of the toolchain.
'use strict';
const pkg = require('../package.json');
const wanted = String(pkg.engines.node).replace(/^>=\s*/, '');

function parse(v) {
  return String(v)
    .replace(/^v/, '')
    .split('.')
    .map((n) => parseInt(n, 10) || 0);
}
function atLeast(have, want) {
  for (let i = 0; i < 3; i++) {
    if ((have[i] || 0) > (want[i] || 0)) return true;
    if ((have[i] || 0) < (want[i] || 0)) return false;
  }
  return true;
}

if (!atLeast(parse(process.versions.node), parse(wanted))) {
  process.stderr.write(
    '\nThis project needs Node ' +
      wanted +
      ' or newer (package.json "engines"); this is Node ' +
      process.versions.node +
      '.\nInstall a newer Node (for example with nvm: `nvm install 20`) and run the command again.\n\n',
  );
  process.exit(1);
}
