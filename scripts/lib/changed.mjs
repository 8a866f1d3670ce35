// Which browser specs a change concerns (npm run test:changed). A spec file is named after its feature
// (`<feature>-<flow>.spec.ts`); a change inside a feature's folder of any package runs that feature's specs, a change
// to what every page shares runs them all.

/** Folders whose code every page runs: a change there runs every browser spec and the visual run. */
const SHARED = [
  /^packages\/site\/src\/(app|router|shell|testing)\//,
  /^packages\/site\/src\/[^/]+$/,
  /^packages\/ui-kit\/src\/(primitives|theme|shared|styles|icons|i18n)/,
  /^packages\/ui-kit\/src\/[^/]+$/,
  /^packages\/(api-client|session|i18n|crypto)\/src\//,
  /^packages\/sandbox\/src\/(core|domains\/(shared|control|system|stand-ins))\//,
  /^packages\/sandbox\/src\/[^/]+$/,
  /^apps\/merchant-/,
  /^apps\/e2e\/(src|playwright\.config\.ts|package\.json)/,
  /^(pnpm-lock\.yaml|pnpm-workspace\.yaml|vite\.shared\.ts|tsconfig\.base\.json)$/,
];

/** Feature folders whose specs carry another name (folder name: spec prefixes). */
const ALIASES = {
  games: ['launch', 'lobby'],
  home: ['shell-home', 'lobby-browse'],
  errors: ['shell-errors', 'launch-errors'],
  maintenance: ['shell-errors'],
  contracts: ['agent-contracts'],
  payments: ['member-money'],
  wallet: ['member-money', 'launch-real'],
  promotions: ['promotions'],
  points: ['points'],
  'mini-game': ['mini-game'],
  'speed-test': ['speed-test'],
  banner: ['shell-home', 'promotions'],
  'info-bar': ['shell-player'],
  footer: ['shell-frame', 'help'],
  captcha: ['accounts'],
  messaging: ['member-account', 'notices'],
  'stand-ins': ['accounts-social', 'launch-real'],
};

/** Where in a path its feature's folder name sits (packages/<pkg>/src/<...>/<feature>/...). */
function featureNames(path) {
  const parts = path.split('/');
  const names = new Set();
  for (const part of parts.slice(2)) {
    const bare = part.replace(/\.(spec|test|stories)?\.?(tsx?|css\.ts|md)$/, '');
    names.add(bare);
    names.add(bare.split(/[-.]/)[0]);
  }
  return names;
}

/**
 * @param {string[]} changed paths relative to the repository
 * @param {string[]} specs the spec files of apps/e2e/tests
 * @returns {{ all: boolean, reason?: string, specs: string[], visual: boolean }}
 */
export function browserSpecsFor(changed, specs) {
  const shared = changed.find((path) => SHARED.some((pattern) => pattern.test(path)));
  if (shared) return { all: true, reason: `${shared} is shared by every page`, specs, visual: true };
  const chosen = new Set();
  let visual = false;
  for (const path of changed) {
    if (path.startsWith('apps/e2e/tests/')) {
      chosen.add(path.slice('apps/e2e/tests/'.length));
      continue;
    }
    if (path.startsWith('apps/e2e/visual/')) {
      visual = true;
      continue;
    }
    if (!/^packages\/(site|ui-kit|sandbox|api-client)\/src\//.test(path)) continue;
    if (/^packages\/(site|ui-kit)\//.test(path)) visual = true;
    for (const name of featureNames(path)) {
      const prefixes = [name, ...(ALIASES[name] ?? [])];
      for (const spec of specs) {
        if (prefixes.some((prefix) => spec === `${prefix}.spec.ts` || spec.startsWith(`${prefix}-`))) chosen.add(spec);
      }
    }
  }
  return { all: false, specs: [...chosen].sort(), visual };
}
