import { isSessionEndedError } from '@platform/api-client';
import { useT } from '@platform/ui-kit';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { translateCode } from './session.ended';

const tones = { error: 'critical', warning: 'warning', info: 'info' } as const;

/**
 * Moves the api-client's messages for the player into the toast stack: the catalogue's words for the server's code
 * (serverErrors) first, then the client's own key, then the server's text. Session ends are left to
 * `SessionEndedHandler`, which words them once.
 */
export function MessagePump() {
  const { ui } = usePlatform();
  const { messages } = useSnapshot(ui);
  const t = useT();
  useEffect(() => {
    if (messages.length === 0) return;
    for (const message of ui.takeMessages()) {
      const { code } = message.error;
      if (isSessionEndedError(message.error)) continue;
      const title = translateCode(code, t) ?? translateCode(message.key, t) ?? message.text;
      ui.toasts.show({ title, tone: tones[message.tone] });
    }
  }, [messages.length, ui, t]);
  return null;
}
