import { Button, useT } from '@platform/ui-kit';
import { Link } from '@tanstack/react-router';
import { usePlatform } from '../app/platform.context';
import * as styles from './accounts.css';
import { accountsOf } from './accounts.store';

export interface HeaderLoginLinksProps {
  /** The pointer or focus reached the login button (the full item fetches the login popup's chunk then). */
  onReach?: () => void;
}

/**
 * The header's "Log in" button and "Sign up" link. The manifest's stand-in while the header item's chunk loads, and
 * part of that item once it has: the same box either way, so the navigation beside it does not move when the chunk
 * arrives (VERDE centres its navigation in the space the account area leaves, and an empty stand-in moved it by about
 * 80 px, under a player's finger). A press before the chunk arrives opens the login popup as soon as it has.
 */
export function HeaderLoginLinks({ onReach }: HeaderLoginLinksProps) {
  const platform = usePlatform();
  const t = useT();
  return (
    <nav aria-label={t('accounts.login.title')} className={styles.headerLogin}>
      <Button
        tone="secondary"
        size="sm"
        onClick={() => accountsOf(platform).open({ kind: 'login' })}
        onPointerEnter={onReach}
        onFocus={onReach}
      >
        {t('common.login')}
      </Button>
      <Link to="/register" className={styles.registerLink}>
        {t('common.register')}
      </Link>
    </nav>
  );
}
