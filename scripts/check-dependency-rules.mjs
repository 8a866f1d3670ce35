// Proves that the lint configuration enforces ARCHITECTURE.md's dependency direction: each probe is linted as if it
// were a file at `path` and must fail or pass as stated.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const probes = [
  { path: 'packages/validation/src/probe.ts', code: "import { useState } from 'react';", fails: true },
  { path: 'packages/countdown/src/probe.ts', code: "import { proxy } from 'valtio';", fails: true },
  { path: 'packages/countdown/src/probe.ts', code: "import { proxy } from 'valtio/vanilla';", fails: false },
  { path: 'packages/session/src/probe.ts', code: "import ky from 'ky';", fails: true },
  { path: 'packages/lottery/src/probe.ts', code: "import { randomInt } from 'node:crypto';", fails: true },
  { path: 'packages/lottery/src/probe.test.ts', code: "import { randomInt } from 'node:crypto';", fails: false },
  { path: 'packages/i18n/src/probe.ts', code: "import { Dialog } from '@radix-ui/react-dialog';", fails: true },
  { path: 'packages/api-client/src/probe.ts', code: "import { useQuery } from '@tanstack/react-query';", fails: true },
  {
    path: 'packages/api-client/src/probe.ts',
    code: "import { encryptPayload } from '@platform/crypto';",
    fails: false,
  },
  { path: 'packages/api-client/src/probe.ts', code: "import { proxy } from '@platform/session';", fails: true },
  {
    path: 'packages/ui-kit/src/probe.ts',
    code: "import { createApiClient } from '@platform/api-client';",
    fails: true,
  },
  { path: 'packages/ui-kit/src/probe.ts', code: "import { validateLogin } from '@platform/validation';", fails: false },
  { path: 'packages/sandbox/src/probe.ts', code: "import { Button } from '@platform/ui-kit';", fails: true },
  { path: 'packages/site/src/probe.ts', code: "import { startSandbox } from '@platform/sandbox';", fails: true },
  // Site features never import each other; they share the kits app/, router/ and testing/ (site README), and import
  // nothing else of the site: not the shell, not a folder without a manifest.
  {
    path: 'packages/site/src/lobby/probe.ts',
    code: "import { launchGame } from '../launch/launch.game';",
    fails: true,
  },
  {
    path: 'packages/site/src/accounts/login/probe.ts',
    code: "import { HomePage } from '../../home/HomePage';",
    fails: true,
  },
  {
    path: 'packages/site/src/shell/probe.ts',
    code: "import { lobbyFeature } from '../lobby/lobby.feature';",
    fails: true,
  },
  { path: 'packages/site/src/lobby/probe.ts', code: "import { startSandbox } from '@platform/sandbox';", fails: true },
  {
    path: 'packages/site/src/lobby/probe.ts',
    code: "import { usePlatform } from '../app/platform.context';",
    fails: false,
  },
  { path: 'packages/site/src/lobby/probe.ts', code: "import { GAME_TYPES } from '@platform/games';", fails: false },
  {
    path: 'packages/site/src/lobby/probe.ts',
    code: "import { useLaunchGame } from '../app/useLaunchGame';",
    fails: false,
  },
  { path: 'packages/site/src/lobby/probe.ts', code: "import { Layout } from '../shell/Layout';", fails: true },
  {
    path: 'packages/site/src/promotions/probe.ts',
    code: "import { gameWindow } from '../games/launch.window';",
    fails: true,
  },
  {
    path: 'packages/site/src/member/pages/probe.ts',
    code: "import { helper } from '../../kitless/helper';",
    fails: true,
  },
  { path: 'packages/games/src/probe.ts', code: "import { useState } from 'react';", fails: true },
  {
    path: 'packages/site/src/accounts/login/probe.ts',
    code: "import { LoginSteps } from '../dialogs/LoginSteps';",
    fails: false,
  },
  {
    path: 'packages/site/src/app/probe.ts',
    code: "import { lobbyFeature } from '../lobby/lobby.feature';",
    fails: false,
  },
  {
    path: 'apps/merchant-aurum/src/probe.ts',
    code: "import { createApiClient } from '@platform/api-client';",
    fails: true,
  },
];

// Each probe is a real file in a scratch copy of the tree layout, linted with the repository's own biome.json.
const scratch = mkdtempSync(join(tmpdir(), 'lint-probes-'));
const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
config.$schema = undefined;
config.vcs = { enabled: false };
writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
probes.forEach((probe, i) => {
  probe.file = probe.path.replace(/probe(\.test)?\.ts$/, `probe${i}$1.ts`);
  mkdirSync(dirname(join(scratch, probe.file)), { recursive: true });
  const name = probe.code.match(/import \{? ?(\w+)/)[1];
  writeFileSync(join(scratch, probe.file), `${probe.code}\nexport const probe = [${name}];\n`);
});
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'biome'),
  ['lint', '--max-diagnostics=none', '--colors=off', '.'],
  {
    cwd: scratch,
    encoding: 'utf8',
  },
);
rmSync(scratch, { recursive: true, force: true });
const output = result.stdout + result.stderr;
const flagged = new Set([...output.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1]));

let wrong = 0;
for (const probe of probes) {
  const failed = flagged.has(probe.file);
  if (failed !== probe.fails) {
    wrong++;
    process.stderr.write(
      `dependency rule broken: ${probe.path}: \`${probe.code}\` should ${probe.fails ? 'fail' : 'pass'}\n`,
    );
  }
}
if (wrong > 0) {
  process.stderr.write(output);
  process.exit(1);
}
process.stdout.write(`dependency-direction lint rules: ${probes.length} probes behave as ARCHITECTURE.md says\n`);
