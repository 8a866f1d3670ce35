import { readRememberedLanguage } from '@platform/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SHELL_LIMITS } from '../shell/shell.constants';
import { bootstrapQueries } from './bootstrap.queries';
import { startLanguage } from './language.start';
import { choseFullSite, deviceViewportWidth, mobileRedirectTarget } from './mobile.redirect';
import { usePlatform } from './platform.context';

export interface BootstrapEnvironment {
  /** @default the width the media queries see, never one content widened (mobile.redirect.ts) */
  viewportWidth?: () => number;
  /** The visitor chose this site over the mobile one (`?fullSite=1`, remembered). */
  fullSite?: () => boolean;
  /** Leaves for another address. @default location.replace */
  leave?: (url: string) => void;
}

const browser: Required<BootstrapEnvironment> = {
  viewportWidth: () => deviceViewportWidth(window),
  fullSite: () => choseFullSite(window.location.href, window.localStorage ?? null),
  leave: (url) => window.location.replace(url),
};

/**
 * Loads the start-up data and applies it once (player-site §4): the server's whitelabel flags merged with the app's
 * defaults (@platform/session merges exactly once per evaluation), the templates kept in local storage (§3), the
 * domain list loaded while this domain answers, and a narrow screen sent to the mobile template (NOTES.md) unless
 * the visitor chose this site (`?fullSite=1`: then a phone gets this site's phone layout). Status
 * (which also corrects the server clock) is re-fetched when the tab becomes visible again.
 */
export function useBootstrap(environment: BootstrapEnvironment = {}) {
  const platform = usePlatform();
  const { viewportWidth, fullSite, leave } = { ...browser, ...environment };
  const status = useQuery(bootstrapQueries.status(platform));
  const settings = useQuery(bootstrapQueries.settings(platform));
  const whitelabel = useQuery(bootstrapQueries.whitelabel(platform));
  const templates = useQuery(bootstrapQueries.templates(platform));

  // Once the merchant is known, a first visit moves to a language it offers (language.start.ts); not remembered as
  // hisLang, since the player did not pick it.
  const defaultLanguage = status.data?.defaultLanguage;
  const offered = status.data?.languages.join(',');
  useEffect(() => {
    if (!defaultLanguage || offered === undefined) return;
    const next = startLanguage(platform.ui.language, {
      remembered: readRememberedLanguage(),
      browser: typeof navigator === 'undefined' ? [] : navigator.languages,
      offered: offered ? offered.split(',') : [],
      merchantDefault: defaultLanguage,
    });
    if (next) platform.ui.setLanguage(next, { remember: false });
  }, [platform, defaultLanguage, offered]);

  useEffect(() => {
    if (whitelabel.data) platform.flags.evaluate(whitelabel.data);
  }, [platform, whitelabel.data]);

  useEffect(() => {
    if (templates.data) platform.session.setLocal({ templates: templates.data });
  }, [platform, templates.data]);

  const statusLoaded = status.isSuccess;
  useEffect(() => {
    if (statusLoaded) platform.domains.prefetch();
  }, [platform, statusLoaded]);

  const mobileTemplate = status.data?.mobileTemplate ?? templates.data?.mobileTemplate;
  useEffect(() => {
    if (fullSite()) return;
    const target = mobileRedirectTarget(
      viewportWidth(),
      mobileTemplate,
      window.location.href,
      SHELL_LIMITS.mobileBreakpointPx,
    );
    if (target) leave(target);
    // Decided once per address the server gives: resizing a desktop window later must not send the player away.
  }, [mobileTemplate]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void status.refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [status.refetch]);

  return { status, settings, whitelabel, templates };
}
