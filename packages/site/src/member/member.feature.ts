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
 * The member centre (points-centres-lottery §2): a dialog opened by page name from anywhere (`ui.openDialog({ kind:
 * 'memberCentre', page })`), or the /member/<page> route when the merchant's route mode (MEMBERROUTE) is on.
 */
export const memberFeature = defineFeature({
  name: 'member',
  routes: memberRoutes,
  dialogs: { memberCentre: lazy(() => import('./MemberCentreIntent')) },
  // The centre's own host, so another dialog (change password) can open over it without closing it.
  overlays: [{ id: 'centre', audience: 'player', component: lazy(() => import('./MemberCentreHost')) }],
  onSessionEnd: (platform) => memberCentreOf(platform).close(),
  // What the back office decides shows on the open page at once (records, pending lists, messages).
  realtime: {
    DEPOSIT: (_, platform) => void platform.queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    WITHDRAW: (_, platform) => void platform.queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    INBOX: (_, platform) => void platform.queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  },
});
