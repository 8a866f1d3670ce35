import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { GlobalDialogProps } from '../app/feature';
import { usePlatform } from '../app/platform.context';
import { memberCentreOf } from './member.store';

/**
 * The `memberCentre` intent: in route mode (MEMBERROUTE) it goes to /member/<page>; otherwise it hands the page to the
 * centre's own host (the `centre` overlay) and closes at once, leaving the global dialog slot free.
 */
export default function MemberCentreIntent({ dialog, onClose }: GlobalDialogProps<'memberCentre'>) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const page = dialog.page;
  useEffect(() => {
    onClose();
    if (platform.flags.values.MEMBERROUTE) {
      void navigate({ to: '/member/$page', params: { page: page || 'securityCenter' } });
    } else memberCentreOf(platform).open(page);
  }, [platform, navigate, page, onClose]);
  return null;
}
