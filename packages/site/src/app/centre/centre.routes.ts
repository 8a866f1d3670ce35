import { checkAccess } from '@platform/session';
import { redirect } from '@tanstack/react-router';

type Centre = 'memberCentre' | 'agentCentre';
type GuardContext = { context: { platform: { session: Parameters<typeof checkAccess>[1] } } };

/** A centre route's guard: a visitor goes to the login (or where the access rule says) before the centre loads. */
export const loginFirst =
  (centre: Centre) =>
  ({ context }: GuardContext): void => {
    const verdict = checkAccess(centre, context.platform.session);
    if (!verdict.allowed && verdict.reason === 'login') throw redirect({ href: verdict.redirect ?? '/login' });
  };
