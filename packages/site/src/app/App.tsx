import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '../router/router';
import { LanguageProvider } from './LanguageProvider';
import type { Platform } from './platform';
import { PlatformProvider } from './platform.context';
import { SiteSafeHtmlPolicy } from './SafeHtmlPolicy';

export function App({ platform, router }: { platform: Platform; router: AppRouter }) {
  return (
    <PlatformProvider platform={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <LanguageProvider>
          <SiteSafeHtmlPolicy>
            <RouterProvider router={router} />
          </SiteSafeHtmlPolicy>
        </LanguageProvider>
      </QueryClientProvider>
    </PlatformProvider>
  );
}
