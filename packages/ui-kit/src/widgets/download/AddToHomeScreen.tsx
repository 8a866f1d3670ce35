import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import * as styles from './download.css';

/**
 * What the browser allows: `prompt` (Chromium saved its `beforeinstallprompt` event: a button opens its install
 * dialog), `instructions` (no prompt to offer: iOS Safari, other browsers, or the prompt was used), `installed`.
 */
export type InstallStatus = 'prompt' | 'instructions' | 'installed';

export interface AddToHomeScreenProps {
  /** The merchant's name, as the installed app is called. */
  appName: string;
  status: InstallStatus;
  /** Called by the button when `status` is `prompt`: the site calls the saved event's `prompt()`. */
  onInstall: () => void;
}

/** "Add to home screen" beside the download page's codes: the browser's install prompt, or how to do it by hand. */
export function AddToHomeScreen({ appName, status, onInstall }: AddToHomeScreenProps) {
  const t = useT();
  return (
    <>
      <h2 id="download-install" className={styles.appTitle}>
        {t('download.install.title')}
      </h2>
      <p className={styles.installText}>{t('download.install.text', { name: appName })}</p>
      {status === 'prompt' ? (
        <Button onClick={onInstall}>{t('download.install.button')}</Button>
      ) : status === 'installed' ? (
        <p className={styles.installText} role="status">
          {t('download.install.done')}
        </p>
      ) : (
        <ul className={styles.installSteps}>
          <li>{t('download.install.ios')}</li>
          <li>{t('download.install.other')}</li>
        </ul>
      )}
    </>
  );
}
