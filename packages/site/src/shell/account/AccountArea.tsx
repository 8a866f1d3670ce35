import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../../app/platform.context';

// Both sides are lazy chunks: a visitor never loads the info bar, a player never loads the login links, and the
// accounts feature can grow its header widget without growing the entry chunk.
const HeaderLogin = lazy(() => import('../../accounts/HeaderLogin').then((m) => ({ default: m.HeaderLogin })));
const PlayerBar = lazy(() => import('./PlayerBar'));

/** The header's account area: the login links for visitors (accounts feature), the info bar for players. */
export function AccountArea() {
  const { session } = usePlatform();
  const { loggedIn } = useSnapshot(session);
  return <Suspense fallback={null}>{loggedIn ? <PlayerBar /> : <HeaderLogin />}</Suspense>;
}
