import { RealityCheckDialog, type RealityCheckSummary } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { balanceQuery, currencyOf } from '../../app/centre/centre.balance';
import { logout } from '../../app/logout';
import { usePlatform } from '../../app/platform.context';
import { type RealityCheckTiming, reminderPassed, untilDue } from './reality.rules';
import { whenResponsibleGaming } from './rg.flag';
import { rgQueries } from './rg.queries';

/**
 * The reality check (issue 26) over every page and game frame while a player is logged in and the merchant has
 * responsible gaming (RESPGAM3). The server counts the reminders from login; the site asks again when the next is due
 * by the server clock, every minute while reminders are on, and when the player comes back to the tab, and shows the
 * reminder once the server's next one has moved past the awaited one.
 */
export default whenResponsibleGaming(RealityCheckLive);

function RealityCheckLive() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const check = useQuery(rgQueries.realityCheck(platform));
  const balance = useQuery(balanceQuery(platform));
  const armed = useRef<RealityCheckTiming | null>(null);
  const [shown, setShown] = useState<RealityCheckSummary | null>(null);
  const { data, refetch } = check;

  useEffect(() => {
    if (!data) return;
    if (reminderPassed(armed.current, data)) setShown(data);
    armed.current = data;
    if (data.nextCheckAt === null) return;
    const timer = setTimeout(() => void refetch(), untilDue(data.nextCheckAt, platform.clock.now()));
    return () => clearTimeout(timer);
  }, [data, refetch, platform]);

  if (!shown) return null;
  return (
    <RealityCheckDialog
      open
      summary={shown}
      currency={currencyOf(balance.data)}
      onContinue={() => setShown(null)}
      onHistory={() => {
        setShown(null);
        platform.ui.openDialog({ kind: 'memberCentre', page: 'bettingRecord' });
      }}
      onLogOut={() => {
        setShown(null);
        void logout(platform, { goHome: () => void navigate({ to: '/' }) });
      }}
    />
  );
}
