import { type GameType, gameTypeLabel, lanesByType, type VendorLanes } from '@platform/games';
import { useT } from '@platform/ui-kit';
import { usePlatform } from '../app/platform.context';
import { RouteLink, useGoTo } from '../app/route.links';
import * as styles from './lobby.css';
import { gameQueries } from './lobby.queries';
import { ENTRY_TILE_TYPES, entryTileAction } from './lobby.routing';

/**
 * The game-type entry tiles (player-site §2 "Game entry tiles"): each goes to the route named after its lower-cased
 * type; LOTT and ELOTT only when their vendor lane has vendors, else the player reads in_stay_tuned. Until the lanes
 * are known such a tile is a button that looks them up when pressed.
 */
export function EntryTiles({ lanes, lanesKnown }: { lanes: VendorLanes; lanesKnown: boolean }) {
  const platform = usePlatform();
  const t = useT();
  const goTo = useGoTo();

  const decide = async (type: GameType) => {
    let known = lanes;
    if (!lanesKnown) {
      try {
        known = lanesByType(await platform.queryClient.fetchQuery(gameQueries.vendors(platform)));
      } catch {
        return; // The api-client has told the player what went wrong.
      }
    }
    const action = entryTileAction(type, known);
    if (action.kind === 'route') goTo(action.target);
    else platform.ui.toasts.show({ id: 'stayTuned', tone: 'info', title: t(action.messageKey) });
  };

  return (
    <nav aria-label={t('lobby.site.gameTypes')}>
      <ul className={styles.entryTiles}>
        {ENTRY_TILE_TYPES.map((type) => {
          const action = entryTileAction(type, lanes);
          const label = t(gameTypeLabel(type));
          return (
            <li key={type}>
              {action.kind === 'route' ? (
                <RouteLink target={action.target} className={styles.entryTile}>
                  {label}
                </RouteLink>
              ) : (
                <button type="button" className={styles.entryTile} onClick={() => void decide(type)}>
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
