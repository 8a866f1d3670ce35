import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../../app/platform.context';

// Lazy chunks: a visitor never loads the info bar, a player never loads the login links (the accounts feature's
// header item), and features can grow their header widgets without growing the entry chunk.
const PlayerBar = lazy(() => import('./PlayerBar'));

/** The header's account area: the features' items for visitors (the login links), the info bar and theirs for players. */
export function AccountArea() {
  const { session, features } = usePlatform();
  const { loggedIn } = useSnapshot(session);
  const audience = loggedIn ? 'player' : 'visitor';
  return (
    <Suspense fallback={null}>
      {loggedIn ? <PlayerBar /> : null}
      {features.headerItems
        .filter((item) => item.audience === audience)
        .map(({ key, component: Item, standIn: StandIn }) =>
          // An item with a stand-in waits for its chunk in the stand-in's place, so the header keeps its layout.
          StandIn ? (
            <Suspense key={key} fallback={<StandIn />}>
              <Item />
            </Suspense>
          ) : (
            <Item key={key} />
          ),
        )}
    </Suspense>
  );
}
