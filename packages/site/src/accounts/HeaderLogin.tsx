import { AccountDialogs, preloadAccountDialog } from './AccountDialogs';
import { HeaderLoginLinks } from './HeaderLoginLinks';

/**
 * What the header shows a visitor (the shell renders it while nobody is logged in): a login button that opens the
 * login widget in a popup (its own lazy chunk, fetched as soon as the pointer or focus reaches the button) and the
 * register link. It also hosts the account dialogs until the shell renders `AccountDialogs` itself. Until this chunk
 * arrives, the manifest's stand-in shows the same links (`HeaderLoginLinks`).
 */
export function HeaderLogin() {
  const preload = () => preloadAccountDialog('login');
  return (
    <>
      <HeaderLoginLinks onReach={preload} />
      <AccountDialogs />
    </>
  );
}
