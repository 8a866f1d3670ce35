import { ReferralOverlay } from '@platform/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import type { GlobalDialogProps } from '../app/feature';
import { usePlatform } from '../app/platform.context';
import { memberCentreOf } from './member.store';

/**
 * The `memberCentre` intent. A player: in route mode (MEMBERROUTE) it goes to /member/<page>; otherwise it hands the
 * page to the centre's own host (the `centre` overlay) and closes at once, leaving the global dialog slot free. A
 * visitor asking for referral gets the referral overlay (points §2); for any other page, the login.
 */
export default function MemberCentreIntent({ dialog, onClose }: GlobalDialogProps<'memberCentre'>) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { loggedIn } = useSnapshot(platform.session);
  const page = dialog.page;
  const visitorReferral = !loggedIn && page === 'referral';
  useEffect(() => {
    if (visitorReferral) return;
    onClose();
    if (!loggedIn) platform.ui.openDialog({ kind: 'login' });
    else if (platform.flags.values.MEMBERROUTE) {
      void navigate({ to: '/member/$page', params: { page: page || 'securityCenter' } });
    } else memberCentreOf(platform).open(page);
  }, [platform, navigate, page, onClose, loggedIn, visitorReferral]);
  if (!visitorReferral) return null;
  return (
    <ReferralOverlay
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      onLogin={() => {
        onClose();
        platform.ui.openDialog({ kind: 'login' });
      }}
      onRegister={() => {
        onClose();
        void navigate({ to: '/register' });
      }}
    />
  );
}
