import { agentMenuVisible, visibilityContext } from '@platform/session';
import { Button, useT } from '@platform/ui-kit';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import * as styles from './agent.css';

/**
 * The header's Agent entry (points §5, §6): for isAgent 1, 2, 41 and 42 with AGEPAG on, once the flags are known. It
 * opens the agent centre on its default page (the popup, or /agent in route mode).
 */
export default function AgentEntry() {
  const platform = usePlatform();
  const t = useT();
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  if (!agentMenuVisible(visibilityContext(session, flags))) return null;
  return (
    <Button
      tone="secondary"
      size="sm"
      className={styles.entry}
      onClick={() => platform.ui.openDialog({ kind: 'agentCentre' })}
    >
      {t('agent.title')}
    </Button>
  );
}
