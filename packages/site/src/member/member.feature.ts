import { lazy } from 'react';
import { defineFeature } from '../app/feature';
import { memberKeys } from './member.keys';
import { memberRoutes } from './member.routes';
import { memberCentreOf } from './member.store';

declare module '../app/feature' {
  interface DialogIntents {
    /** Opens the member centre on a page (default securityCenter; aliases such as signInTask resolve). */
    memberCentre: { page?: string };
  }
}

/**
 * The member centre (points-centres-lottery §2), with responsible gaming (issue 26: its page, reminder and timer): a dialog opened by page name from anywhere (`ui.openDialog({ kind:
 * 'memberCentre', page })`), or the /member/<page> route when the merchant's route mode (MEMBERROUTE) is on.
 */
export const memberFeature = defineFeature({
  name: 'member',
  routes: memberRoutes,
  dialogs: { memberCentre: lazy(() => import('./MemberCentreIntent')) },
  // The centre's own host, so another dialog (change password) can open over it without closing it.
  overlays: [
    { id: 'centre', audience: 'player', component: lazy(() => import('./MemberCentreHost')) },
    // Responsible gaming's reminder over every page and game frame (issue 26, RESPGAM3).
    {
      id: 'reality-check',
      audience: 'player',
      component: lazy(() => import('./responsible-gaming/RealityCheckWatch')),
    },
  ],
  // The session timer beside the info bar while a session-time limit is set (issue 26, RESPGAM3).
  headerItems: [
    { id: 'session-timer', audience: 'player', component: lazy(() => import('./responsible-gaming/SessionTimerItem')) },
  ],
  onSessionEnd: (platform) => memberCentreOf(platform).close(),
  // What the back office decides shows on the open page at once (records, pending lists, messages).
  realtime: {
    DEPOSIT: (_, platform) => void platform.queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    WITHDRAW: (_, platform) => void platform.queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    INBOX: (_, platform) => void platform.queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  },
});
