import { useT } from '@platform/ui-kit';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';

/** How long the session-ended message stays readable before the site reloads home. */
export const SESSION_ENDED_RELOAD_MS = 1500;

/**
 * Session-ending errors (spec §8): show the message, clear the session (keeping the merchant code) and reload home.
 * The api-client reports the end once, however many calls failed together.
 */
export function SessionEndedHandler({ reload = () => window.location.assign('/') }: { reload?: () => void }) {
  const { ui, session, queryClient } = usePlatform();
  const { sessionEnded } = useSnapshot(ui);
  const t = useT();
  useEffect(() => {
    if (!sessionEnded) return;
    session.logout();
    queryClient.clear();
    ui.toasts.show({ title: sessionEnded.message || t('error.sessionExpired'), tone: 'warning', persistent: true });
    const timer = setTimeout(reload, SESSION_ENDED_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [sessionEnded, session, queryClient, ui, t, reload]);
  return null;
}
