import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AccountDialogs } from '../accounts/AccountDialogs';
import type { AppRouter } from '../router/router';
import { LanguageProvider } from './LanguageProvider';
import type { Platform } from './platform';
import { PlatformProvider } from './platform.context';

/**
 * Inside the router (its hooks work) and around every page: the account dialogs (second factor, forced change,
 * first-login welcome, change password...) live here, so they outlast the header's login links, which the shell
 * swaps for the info bar as soon as the player is in.
 */
function RouterInner({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AccountDialogs />
    </>
  );
}

export function App({ platform, router }: { platform: Platform; router: AppRouter }) {
  return (
    <PlatformProvider platform={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <LanguageProvider>
          <RouterProvider router={router} InnerWrap={RouterInner} />
        </LanguageProvider>
      </QueryClientProvider>
    </PlatformProvider>
  );
}
