import { type GameType, gameTypeLabel, type LaunchMode, lobbyPathOf } from '@platform/games';
import { EmptyState, useT } from '@platform/ui-kit';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import * as gameStyles from '../app/games.css';
import { usePlatform } from '../app/platform.context';
import { RouteLink } from '../app/route.links';
import * as styles from './launch.css';
import { refreshAfterGame } from './launch.queries';
import type { FrameSearch } from './launch.search';

/** The lobby a frame's "back" goes to: the game type's screen (RNG: the electronic lobby), or home. */
export function lobbyOf(gameType: GameType | undefined): string {
  if (!gameType) return '/';
  return lobbyPathOf(gameType);
}

/**
 * Whether a message from the game frame reports a finished round. Game clients tell their host page about rounds with
 * postMessage (the sandbox's stand-in sends `{ type: 'round', balance, win }`); any other message is ignored.
 */
export function isRoundMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'round';
}

/**
 * The in-page game frame (player-site §2 "/seamless (query gameType; in-page game frame); /trial (query gameType;
 * trial frame)"). The launch stored the game's address in the session (game_redirect), so a reload keeps the game.
 * Leaving /seamless logs the player out of the game and fetches the balance again (launch.routes.ts).
 */
function GameFrame({ mode }: { mode: LaunchMode }) {
  const platform = usePlatform();
  const t = useT();
  const { session } = useSnapshot(platform.session);
  const { gameType } = useSearch({ strict: false }) as FrameSearch;
  const url = session.gameRedirect;
  const typeLabel = gameType ? t(gameTypeLabel(gameType)) : t('lobby.title');
  const title = mode === 'trial' ? `${typeLabel} · ${t('lobby.trialMode')}` : typeLabel;
  const back = { to: lobbyOf(gameType), search: {} };
  const frame = useRef<HTMLIFrameElement>(null);

  // A round played in the frame changes the wallet: the info bar's balance is fetched again at once.
  useEffect(() => {
    if (mode !== 'real') return;
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isRoundMessage(event.data)) {
        void refreshAfterGame(platform.queryClient);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mode, platform]);

  return (
    <section className={styles.frame} aria-labelledby="game-frame-title">
      <div className={styles.frameBar}>
        <h1 id="game-frame-title" className={styles.frameTitle}>
          {title}
        </h1>
        <RouteLink target={back} className={gameStyles.tab}>
          {t('lobby.exitGame')}
        </RouteLink>
      </div>
      {url ? (
        <iframe
          ref={frame}
          className={styles.frameView}
          src={url}
          title={t('lobby.site.frameTitle', { type: typeLabel })}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
        />
      ) : (
        <EmptyState
          title={t('lobby.site.noGameOpen')}
          action={
            <RouteLink target={back} className={gameStyles.tab}>
              {t('lobby.backToLobby')}
            </RouteLink>
          }
        />
      )}
    </section>
  );
}

export function SeamlessPage() {
  return <GameFrame mode="real" />;
}

export function TrialPage() {
  return <GameFrame mode="trial" />;
}
