import { loadMessages } from '@platform/i18n';
import { themeRoot } from '@platform/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '../router/router';
import { App } from './App';
import { bootstrapQueries } from './bootstrap.queries';
import { assembleFeatures } from './feature.registry';
import { FEATURES } from './features';
import { registerServiceWorker, watchInstallPrompt } from './install';
import { createPlatform, type MerchantAppOptions } from './platform';

export interface CreateMerchantAppOptions extends MerchantAppOptions {
  /** Where to render. @default document.getElementById('root') */
  root?: HTMLElement | null;
}

/**
 * The whole player site for one merchant. A merchant app is its theme, its flag defaults and one call:
 * `createMerchantApp({ merchant, theme, flagDefaults })`.
 */
export function createMerchantApp(options: CreateMerchantAppOptions) {
  const element = options.root ?? document.getElementById('root');
  if (!element) throw new Error('createMerchantApp: no #root element to render into');
  const platform = createPlatform(options, {}, assembleFeatures(FEATURES));
  const router = createAppRouter(platform);
  document.body.classList.add(options.theme, themeRoot);
  // Everything the first page needs starts now, side by side: the language catalogue (the app renders nothing
  // without it), the start-up calls, and the route's code and data. Otherwise each would wait for the one before.
  void loadMessages(platform.ui.language).catch(() => undefined);
  void platform.queryClient.prefetchQuery(bootstrapQueries.status(platform));
  void platform.queryClient.prefetchQuery(bootstrapQueries.settings(platform));
  void platform.queryClient.prefetchQuery(bootstrapQueries.whitelabel(platform));
  void platform.queryClient.prefetchQuery(bootstrapQueries.templates(platform));
  void router.load();
  watchInstallPrompt();
  if (import.meta.env.PROD) registerServiceWorker();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <App platform={platform} router={router} />
    </StrictMode>,
  );
  return { platform, router, unmount: () => root.unmount() };
}
