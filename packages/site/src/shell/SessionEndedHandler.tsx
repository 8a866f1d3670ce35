import { useT } from '@platform/ui-kit';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { clearPlayerSession } from '../app/player.scope';
import { sessionEndedText } from './session.ended';
import { SHELL_TIMES } from './shell.constants';

export interface SessionEndedHandlerProps {
  /** Reloads the site on its home page. @default location.assign('/') */
  reload?: () => void;
  /** @default globalThis.setTimeout */
  setTimeout?: (callback: () => void, ms: number) => unknown;
}

const reloadHome = () => window.location.assign('/');

/**
 * Session-ending errors (points-centres-lottery §8: token_ip_different, user.or.token.invalid, login.not.session,
 * CUSTOMER_NOT_LOGIN, HTTP 401): show the message, clear the session (keeping the merchant code) and reload home.
 * The api-client reports the end once, however many calls failed together; a visitor without a session only sees
 * the message.
 */
export function SessionEndedHandler({ reload = reloadHome, setTimeout: schedule }: SessionEndedHandlerProps) {
  const platform = usePlatform();
  const { sessionEnded } = useSnapshot(platform.ui);
  const t = useT();
  const handled = useRef<unknown>(null);
  const words = useRef(t);
  words.current = t;

  useEffect(() => {
    if (!sessionEnded || handled.current === sessionEnded) return;
    handled.current = sessionEnded;
    const hadSession = platform.session.loggedIn || platform.session.pendingLogin !== null;
    clearPlayerSession(platform);
    platform.ui.toasts.show({
      id: 'session-ended',
      title: sessionEndedText(sessionEnded, words.current),
      tone: 'warning',
      persistent: true,
    });
    if (hadSession) (schedule ?? globalThis.setTimeout)(reload, SHELL_TIMES.sessionEndedReloadMs);
  }, [sessionEnded, platform, reload, schedule]);
  return null;
}
