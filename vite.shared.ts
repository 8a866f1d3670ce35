// The one Vite set-up of the repository: workspace packages are read from their TypeScript source (the
// `@platform/source` export condition) everywhere, including inside vanilla-extract's own compiler.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  createLogger,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Logger,
  type Plugin,
  parseSync,
  type Rolldown,
  type UserConfig,
} from 'vite';
import { merchantPwa } from './vite.pwa.ts';

export const sourceCondition = '@platform/source';

/**
 * Adds the source condition to every Vite environment. A plugin rather than `resolve.conditions`, because
 * vanilla-extract evaluates `.css.ts` files in a Vite server of its own that replaces the `ssr` options; without it,
 * a theme would be compiled against a package's dist while the components use its source, and the variables would
 * not match.
 */
export function platformSource(): Plugin {
  return {
    name: 'platform-source',
    enforce: 'pre',
    configEnvironment(name) {
      const defaults = name === 'client' ? defaultClientConditions : defaultServerConditions;
      return { resolve: { conditions: [sourceCondition, ...defaults] } };
    },
  };
}

/** vanilla-extract, with `platformSource` carried into its compiler. */
export function vanillaExtract(): Plugin[] {
  const plugins = vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'platform-source' });
  return [platformSource(), ...(Array.isArray(plugins) ? plugins : [plugins])] as Plugin[];
}

// ─── Chunks ──────────────────────────────────────────────────────────────────────────────────────────────────────────
// Rolldown's automatic splitting gives every set of lazy chunks that share modules a chunk of its own. The home route
// then loaded 14 small lazy chunks (its page, the games block, the header's login links and 11 shared pieces) and the
// entry came as three files (the entry, React's JSX runtime, vanilla-extract's runtime): each file costs its import
// lines, its source-map comment and its own gzip window. The groups below make the entry one chunk and the home page's
// own lazy code two (11 files for the home route instead of 17), without moving lazy-only code onto the home route
// and without making other routes download the home page's code.

/** The home route: the lazy chunks it loads at once, and the features whose lazy chunks may share one with it. */
export interface HomeRouteChunks {
  /**
   * The modules only the home route imports dynamically, at once (module ids ending with these paths): its page and
   * the games block the page's loader starts. Not the header's login links: the shell loads them on every route.
   */
  entries: readonly string[];
  /**
   * Folders whose lazy chunks need most of what the home route shares with them (the game lobby's pages and the launch
   * code): what the home route shares only with those goes into one `lobby` chunk. What it shares with anything else
   * (the sign-in forms, dialogs, ui-kit primitives used everywhere) stays in rolldown's automatic chunks.
   */
  sharesWith: readonly string[];
}

export const homeRouteChunks: HomeRouteChunks = {
  entries: ['site/src/home/HomePage.tsx', 'site/src/lobby/HomeGames.tsx'],
  sharesWith: ['site/src/lobby/', 'site/src/launch/', 'site/src/games/'],
};

type ModuleLookup = (id: string) => Rolldown.ModuleInfo | null;

// Rolldown hands out one ModuleInfo object per module for a whole chunking pass.
const bodies = new WeakMap<Rolldown.ModuleInfo, ReturnType<typeof parseSync>['program']['body']>();
function statementsOf(module: Rolldown.ModuleInfo) {
  let body = bodies.get(module);
  if (!body) {
    body = parseSync(module.id, module.code ?? '', { lang: 'js', sourceType: 'module' }).program.body;
    bodies.set(module, body);
  }
  return body;
}

/** A module made only of `export ... from` (a package's index.ts): rolldown links through it to what is asked for. */
function isReExportOnly(module: Rolldown.ModuleInfo): boolean {
  const body = statementsOf(module);
  return (
    body.length > 0 &&
    body.every((s) => (s.type === 'ExportNamedDeclaration' && s.source) || s.type === 'ExportAllDeclaration')
  );
}

const nameOf = (n: { type: string; name?: string; value?: unknown }) => (n.type === 'Identifier' ? n.name : n.value);

/** The names `module` takes from the re-export-only module `barrel`; null: all of them (`import *`, `export *`). */
function namesTaken(module: Rolldown.ModuleInfo, barrel: string): Set<string> | null {
  const dir = module.id.slice(0, module.id.lastIndexOf('/') + 1);
  // A package name may lead to the barrel; a relative path only if it resolves to it.
  const mayBe = (specifier: string) => {
    if (!/^[./]/.test(specifier)) return true;
    const path = new URL(specifier, `file://${dir}`).pathname;
    return barrel === path || barrel.startsWith(`${path}.`) || barrel.startsWith(`${path}/index.`);
  };
  const names = new Set<string>();
  for (const s of statementsOf(module)) {
    if (s.type === 'ImportDeclaration' && mayBe(s.source.value)) {
      for (const spec of s.specifiers) {
        if (spec.type === 'ImportNamespaceSpecifier') return null;
        names.add(spec.type === 'ImportDefaultSpecifier' ? 'default' : String(nameOf(spec.imported)));
      }
    } else if (s.type === 'ExportNamedDeclaration' && s.source && mayBe(s.source.value)) {
      for (const spec of s.specifiers) names.add(String(nameOf(spec.local)));
    } else if (s.type === 'ExportAllDeclaration' && mayBe(s.source.value)) return null;
  }
  return names;
}

/** Adds to `into` the modules `root` needs statically, through re-export-only modules to the names it takes. */
function staticClosure(lookup: ModuleLookup, root: string, into: Set<string>): Set<string> {
  const through = (barrel: string, names: Set<string> | null) => {
    for (const id of lookup(barrel)?.importedIds ?? []) {
      const module = lookup(id);
      if (!module || (names && !module.exports.some((n) => names.has(n)))) continue;
      if (isReExportOnly(module)) through(id, names);
      else visit(id);
    }
  };
  const visit = (id: string) => {
    const module = lookup(id);
    if (into.has(id) || !module) return;
    into.add(id);
    for (const dep of module.importedIds) {
      const target = lookup(dep);
      if (target && isReExportOnly(target)) through(dep, namesTaken(module, dep));
      else visit(dep);
    }
  };
  visit(root);
  return into;
}

/**
 * Chunk names for the home route's lazy modules: `HomePage` for what only its lazy chunks need, `lobby` for what it
 * shares only with `sharesWith`'s lazy chunks. Other modules are left to the automatic splitting. Both sets are closed
 * under imports (a module between two of a set's modules is needed by the same chunks), so the chunks import no cycle.
 */
export function planHomeRouteChunks(lookup: ModuleLookup, anyId: string, home: HomeRouteChunks): Map<string, string> {
  const all = new Set<string>();
  const queue = [anyId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const module = lookup(id);
    if (all.has(id) || !module) continue;
    all.add(id);
    queue.push(
      ...module.importedIds,
      ...module.dynamicallyImportedIds,
      ...module.importers,
      ...module.dynamicImporters,
    );
  }
  const initial = new Set<string>();
  for (const id of all) if (lookup(id)?.isEntry) staticClosure(lookup, id, initial);
  const users = new Map<string, Set<string>>();
  for (const chunk of all) {
    if (initial.has(chunk) || !lookup(chunk)?.dynamicImporters.length) continue;
    for (const id of staticClosure(lookup, chunk, new Set())) {
      if (!initial.has(id)) users.set(id, (users.get(id) ?? new Set()).add(chunk));
    }
  }
  const unix = (id: string) => id.replaceAll('\\', '/');
  const isHome = (chunk: string) => home.entries.some((entry) => unix(chunk).endsWith(`/${entry}`));
  const sharedWith = (chunk: string) => home.sharesWith.some((folder) => unix(chunk).includes(`/${folder}`));
  const plan = new Map<string, string>();
  for (const [id, chunks] of users) {
    const others = [...chunks].filter((chunk) => !isHome(chunk));
    if (others.length === chunks.size) continue;
    if (others.length === 0) plan.set(id, 'HomePage');
    else if (others.every(sharedWith)) plan.set(id, 'lobby');
  }
  return plan;
}

/**
 * `build.rolldownOptions.output.codeSplitting` of the merchant apps: the entry and its static imports in one chunk
 * (rolldown's `$initial` tag), and the home route's lazy code grouped by `planHomeRouteChunks`. The plan is made once
 * per chunking pass, on the first module rolldown asks about.
 */
export function merchantCodeSplitting(home: HomeRouteChunks = homeRouteChunks): Rolldown.CodeSplittingOptions {
  const plans = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  return {
    groups: [
      { name: 'index', tags: ['$initial'], priority: 2 },
      {
        name(id, context) {
          let plan = plans.get(context);
          if (!plan) {
            plan = planHomeRouteChunks((moduleId) => context.getModuleInfo(moduleId), id, home);
            plans.set(context, plan);
          }
          return plan.get(id) ?? null;
        },
        debugName: 'home route',
        priority: 1,
        // The plan lists every module of both chunks; their imports outside it belong to other chunks.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/** Where the apps' API calls go in `vite dev`; `npm start` serves the built apps from the sandbox instead. */
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

/**
 * Fails a build that leaves a URL unresolved (a font file of a missing @fontsource package, an image that is not
 * there). Vite only warns ("didn't resolve at build time") and the site then falls back silently to another face; the
 * logger collects those warnings and the plugin stops the build with the list once the bundle is written.
 */
export function unresolvedAssetsGuard(): { logger: Logger; plugin: Plugin } {
  const unresolved = new Set<string>();
  const logger = createLogger();
  const note = (message: string) => {
    const match = /^(.*?) referenced in .* didn't resolve at build time/.exec(message.trim());
    if (match?.[1]) unresolved.add(match[1]);
  };
  const { warn, warnOnce } = logger;
  logger.warn = (message, options) => {
    note(message);
    warn(message, options);
  };
  logger.warnOnce = (message, options) => {
    note(message);
    warnOnce(message, options);
  };
  const plugin: Plugin = {
    name: 'platform-unresolved-assets',
    apply: 'build',
    generateBundle() {
      if (unresolved.size > 0)
        this.error(
          `These URLs did not resolve at build time (a font package missing from package.json, or a file that is ` +
            `not there): ${[...unresolved].join(', ')}`,
        );
    },
  };
  return { logger, plugin };
}

/**
 * The Vite config of the merchant app in the current folder (where `vite` runs): the shared plugins and chunks, and
 * the PWA files read from the merchant's own folder (vite.pwa.ts).
 */
export function merchantViteConfig(overrides: UserConfig = {}) {
  return defineConfig(async () => {
    const assets = unresolvedAssetsGuard();
    const proxy = Object.fromEntries(
      ['/wps', '/lgw', '/res', '/ws', '/mini-game'].map((path) => [path, { target: sandboxUrl, ws: true }]),
    );
    return {
      plugins: [react(), ...vanillaExtract(), assets.plugin, ...(await merchantPwa(process.cwd(), platformSource()))],
      customLogger: assets.logger,
      server: { proxy },
      preview: { proxy },
      build: {
        target: 'es2022',
        sourcemap: true,
        reportCompressedSize: false,
        rolldownOptions: { output: { codeSplitting: merchantCodeSplitting() } },
      },
      ...overrides,
    };
  });
}
