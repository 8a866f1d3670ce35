import type { MessageKey } from '@platform/i18n';
import { useT } from '@platform/ui-kit';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';

const tones = { error: 'critical', warning: 'warning', info: 'info' } as const;

/** Moves the api-client's messages for the player into the toast stack, translated when they carry a known key. */
export function MessagePump() {
  const { ui } = usePlatform();
  const { messages } = useSnapshot(ui);
  const t = useT();
  useEffect(() => {
    if (messages.length === 0) return;
    for (const message of ui.takeMessages()) {
      // A key the catalogue lacks comes back unchanged from t(): show the server's text instead.
      const translated = message.key ? t(message.key as MessageKey) : undefined;
      const title = translated && translated !== message.key ? translated : message.text;
      ui.toasts.show({ title, tone: tones[message.tone] });
    }
  }, [messages.length, ui, t]);
  return null;
}
