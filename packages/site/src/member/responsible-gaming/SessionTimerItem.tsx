import { SessionTimer } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePlatform } from '../../app/platform.context';
import { whenResponsibleGaming } from './rg.flag';
import { rgQueries } from './rg.queries';

/** The timer moves on this often between the server's answers. */
const TICK_MS = 15_000;

/**
 * The account bar's session timer (issue 26): shown while the player has a session-time limit, from the server's
 * minutes since login plus the time since that answer.
 */
export default whenResponsibleGaming(SessionTimerLive);

function SessionTimerLive() {
  const platform = usePlatform();
  const overview = useQuery(rgQueries.overview(platform));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const session = overview.data?.session;
  if (!session || session.minutes === null) return null;
  const since = Math.max(0, now - overview.dataUpdatedAt);
  return <SessionTimer usedMinutes={session.usedMinutes + Math.floor(since / 60_000)} limitMinutes={session.minutes} />;
}
