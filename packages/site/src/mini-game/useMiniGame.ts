import type { MiniGameStatus } from '@platform/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { loadMiniGame } from './mini-game.loader';

/**
 * Loads the vendor's script and mounts its game into the widget's element; unmounts it when the widget goes (another
 * page, a logout) and mounts it again, in the new language, when the language changes.
 */
export function useMiniGame(version: string) {
  const platform = usePlatform();
  const { language } = useSnapshot(platform.ui);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<MiniGameStatus>('loading');
  const gameRef = useCallback((element: HTMLDivElement | null) => setHost(element), []);

  useEffect(() => {
    if (!host) return;
    let mounted: { unmount(): void } | null = null;
    let gone = false;
    setStatus('loading');
    loadMiniGame(version).then(
      (api) => {
        if (gone) return;
        mounted = api.mount(host, { language });
        setStatus('ready');
      },
      () => {
        if (!gone) setStatus('failed');
      },
    );
    return () => {
      gone = true;
      mounted?.unmount();
    };
  }, [host, version, language]);

  return { gameRef, status };
}
