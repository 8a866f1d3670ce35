import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { GlobalDialogProps } from '../app/feature';
import { usePlatform } from '../app/platform.context';
import { agentOf } from './agent.store';

/**
 * The `agentCentre` intent: logged out, the login; in route mode (MEMBERROUTE, as for the member centre) it goes to
 * /agent/<page>; otherwise it hands the page to the centre's own host and closes at once, leaving the global dialog
 * slot free.
 */
export default function AgentCentreIntent({ dialog, onClose }: GlobalDialogProps<'agentCentre'>) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const page = dialog.page;
  useEffect(() => {
    onClose();
    if (!platform.session.loggedIn) platform.ui.openDialog({ kind: 'login' });
    else if (platform.flags.values.MEMBERROUTE) {
      void navigate({ to: '/agent/$page', params: { page: page || 'agentTeamOverview' } });
    } else agentOf(platform).open(page);
  }, [platform, navigate, page, onClose]);
  return null;
}
