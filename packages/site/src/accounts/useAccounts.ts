import { useLanguage, useT } from '@platform/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { usePlatform } from '../app/platform.context';
import type { AccountsRuntime } from './accounts.runtime';
import { accountsOf } from './accounts.store';
import { createLoginController } from './login/login.controller';
import { createRegisterController } from './register/register.controller';
import { createSocialController } from './social/social.controller';

/** The account flows on this app's platform and router (one set per language: the flows' toasts are translated). */
export function useAccounts() {
  const platform = usePlatform();
  const router = useRouter();
  const t = useT();
  const { language } = useLanguage();
  return useMemo(() => {
    const runtime: AccountsRuntime = {
      platform,
      store: accountsOf(platform),
      navigate: (path) => void router.navigate({ href: path }),
      location: () => ({
        pathname: router.state.location.pathname,
        search: router.state.location.search as Record<string, unknown>,
        href: window.location.href,
        hostname: window.location.hostname,
      }),
      settings: () => platform.queryClient.ensureQueryData(bootstrapQueries.settings(platform)),
      status: () => platform.queryClient.ensureQueryData(bootstrapQueries.status(platform)),
      t,
      language,
    };
    const login = createLoginController(runtime);
    return {
      store: runtime.store,
      navigate: runtime.navigate,
      login,
      social: createSocialController(runtime, login),
      register: createRegisterController(runtime, login),
    };
  }, [platform, router, t, language]);
}

export type Accounts = ReturnType<typeof useAccounts>;
