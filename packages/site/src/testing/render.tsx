import { type Language, loadMessages, type Messages } from '@platform/i18n';
import { createMemoryStorage, type SessionValues } from '@platform/session';
import { I18nProvider } from '@platform/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { assembleFeatures } from '../app/feature.registry';
import { FEATURES } from '../app/features';
import { createPlatform, type MerchantAppOptions, type Platform } from '../app/platform';
import { PlatformProvider } from '../app/platform.context';
import type { RouterContext } from '../router/root.route';
import { type ApiMocks, routesOf } from './api.mocks';
import { createFakeServer, type FakeRoute, type FakeServer } from './fake.server';
import { bootRoutes } from './fixtures';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_DEVICE_ID = 'd0d0d0d0-0000-4000-8000-000000000000';

export interface TestPlatformOptions {
  /** Routes of the fake server beside the boot calls (status, settings, whitelabel, templates, notices). */
  routes?: Record<string, FakeRoute>;
  /** Calls answered by mocks shaped like api-client groups (testing/api.mocks.ts); they win over `routes`. */
  mocks?: ApiMocks;
  /** The merchant app's flag defaults (the whitelabel flags of the boot calls override them, as in the app). */
  flagDefaults?: MerchantAppOptions['flagDefaults'];
  /** Session storage values at start (a token makes a logged-in player). */
  session?: Partial<Record<keyof SessionValues, string>>;
  language?: Language;
}

export interface TestPlatform {
  platform: Platform;
  server: FakeServer;
  sessionStorage: ReturnType<typeof createMemoryStorage>;
  localStorage: ReturnType<typeof createMemoryStorage>;
}

/** A real platform (api-client, stores, query client) over a fake server and memory storage. */
export function createTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const server = createFakeServer({ ...bootRoutes(), ...options.routes, ...routesOf(options.mocks ?? {}) });
  const sessionStorage = createMemoryStorage();
  const localStorage = createMemoryStorage();
  for (const [key, value] of Object.entries(options.session ?? {})) {
    if (value !== undefined) sessionStorage.setItem(key === 'gameRedirect' ? 'game_redirect' : key, value);
  }
  const platform = createPlatform(
    {
      merchant: { code: 'AURUM', displayName: 'Aurum Palace' },
      theme: 'theme',
      apiBaseUrl: TEST_ORIGIN,
      ...(options.flagDefaults ? { flagDefaults: options.flagDefaults } : {}),
    },
    { fetch: server.fetch, sessionStorage, localStorage, resolveDeviceId: async () => TEST_DEVICE_ID },
    // The site's own features, as createMerchantApp assembles them: dialogs, SEO rows, overlays, session-end resets.
    assembleFeatures(FEATURES),
  );
  // Set directly: `setLanguage` would also write hisLang into the test runner's own storage.
  platform.ui.language = options.language ?? 'EN';
  return { platform, server, sessionStorage, localStorage };
}

export interface FakePlatformOptions<M extends ApiMocks> extends Omit<TestPlatformOptions, 'mocks'> {
  /** The calls the test answers and checks, shaped like api-client groups. */
  mocks?: M;
  /** A player logged in from the start (session values as the login call sets them). */
  player?: { token?: string; username?: string; isAgent?: number };
  /** The merchant's status and settings, served and already in the query cache (the boot has run). */
  bootstrap?: { status: unknown; settings: unknown };
}

/**
 * The one fake platform of the site's tests: a real platform over the fake server (`createTestPlatform`), the calls of
 * `mocks` answered by them, a player logged in when asked, the boot's status and settings cached when given, and the
 * flags evaluated. A feature's test kit adds its own mocks on top (games.fakes.tsx, accounts.test-helpers.tsx).
 */
export function fakePlatform<M extends ApiMocks = ApiMocks>(
  options: FakePlatformOptions<M> = {},
): TestPlatform & { mocks: M } {
  const { mocks = {} as M, player, bootstrap, ...rest } = options;
  const test = createTestPlatform({
    ...rest,
    mocks,
    routes: {
      ...rest.routes,
      ...(bootstrap
        ? {
            'GET /wps/system/status': { value: bootstrap.status },
            'GET /wps/system/settings/consolidated': { value: bootstrap.settings },
          }
        : {}),
    },
  });
  const { platform } = test;
  if (player) platform.session.set(player);
  if (bootstrap) {
    platform.flags.evaluate({});
    platform.queryClient.setQueryData(bootstrapQueries.status(platform).queryKey, bootstrap.status as never);
    platform.queryClient.setQueryData(bootstrapQueries.settings(platform).queryKey, bootstrap.settings as never);
  }
  return { ...test, mocks };
}

const catalogues = new Map<Language, Messages>();

/** The catalogue of a language, loaded once per worker (its component test files share modules: vitest.shared.ts). */
export async function messagesFor(language: Language): Promise<Messages> {
  let messages = catalogues.get(language);
  if (!messages) {
    messages = await loadMessages(language);
    catalogues.set(language, messages);
  }
  return messages;
}

/** A page of the test router: its component, or the component with the route's search validation and hooks. */
export type TestPage =
  | (() => ReactNode)
  | {
      component: () => ReactNode;
      validateSearch?: (search: Record<string, unknown>) => object;
      onEnter?: (context: RouterContext) => void;
      onLeave?: (context: RouterContext) => void;
    };

export interface RenderPagesOptions {
  platform: Platform;
  /** Where the router starts (search and hash included). @default '/' */
  path?: string;
  /** The router's pages by path. */
  pages: Record<string, TestPage>;
  /** Rendered above the pages (a dialog host, a header...). */
  around?: ReactNode;
  /** The page of any other address. @default a "not found" heading */
  otherwise?: () => ReactNode;
}

/**
 * The one renderer of the site's component tests: a memory router with `pages`, inside the providers the app has
 * (platform, query client, the catalogue of the platform's language).
 */
export async function renderPages({ platform, path = '/', pages, around, otherwise }: RenderPagesOptions) {
  const messages = await messagesFor(platform.ui.language);
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        {around}
        <main>
          <Outlet />
        </main>
      </>
    ),
    notFoundComponent: otherwise ?? (() => <h1>not found</h1>),
  });
  const children = Object.entries(pages).map(([routePath, page]) => {
    const { component, validateSearch, onEnter, onLeave } = typeof page === 'function' ? { component: page } : page;
    return createRoute({
      getParentRoute: () => root,
      path: routePath,
      component,
      ...(validateSearch ? { validateSearch } : {}),
      ...(onEnter ? { onEnter: ({ context }: { context: RouterContext }) => onEnter(context) } : {}),
      ...(onLeave ? { onLeave: ({ context }: { context: RouterContext }) => onLeave(context) } : {}),
    });
  });
  const router = createRouter({
    routeTree: root.addChildren(children),
    context: { platform, queryClient: platform.queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <PlatformProvider platform={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <I18nProvider language={platform.ui.language} messages={messages}>
          <RouterProvider router={router as never} />
        </I18nProvider>
      </QueryClientProvider>
    </PlatformProvider>,
  );
  return { router, view, messages };
}

/** Placeholder pages of the shell's test router: each renders its path as the page heading. */
const PAGES = ['/', '/index', '/member', '/maintenance', '/login', '/promotions', '/electron', '/live'] as const;

export interface RenderOptions extends TestPlatformOptions {
  /** @default '/' */
  path?: string;
  /** Reuse a platform made earlier (to inspect its stores). */
  testPlatform?: TestPlatform;
}

/**
 * Renders `ui` above the placeholder pages, with the platform of `options` (or a new one).
 * Returns the platform, the fake server and the router to drive navigation.
 */
export async function renderWithShell(ui: ReactNode, options: RenderOptions = {}) {
  const test = options.testPlatform ?? createTestPlatform(options);
  const pages = Object.fromEntries(PAGES.map((path) => [path, () => <h1>page {path}</h1>]));
  const rendered = await renderPages({ platform: test.platform, path: options.path ?? '/', pages, around: ui });
  return { ...test, ...rendered };
}
