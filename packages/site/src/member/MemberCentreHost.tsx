import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { memberCentreOf } from './member.store';

const MemberCentreDialog = lazy(() => import('./MemberCentreDialog'));

/** Keeps the centre's dialog while it is open (a player-only overlay); its code loads when it first opens. */
export default function MemberCentreHost() {
  const platform = usePlatform();
  const store = memberCentreOf(platform);
  const { page } = useSnapshot(store);
  if (page === null) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentreDialog page={page} onClose={() => store.close()} />
    </Suspense>
  );
}
