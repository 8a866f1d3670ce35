import { useT } from '../../../i18n/I18nProvider';
import { PhoneIcon } from '../../../icons/icons';
import { Button } from '../../../primitives/button/Button';
import * as styles from './login.css';
import { SOCIAL_CHANNEL_NAMES, type SocialChannel } from './login.rules';

export interface SocialButtonsProps {
  channels: readonly SocialChannel[];
  onSelect: (channel: SocialChannel) => void;
  disabled?: boolean;
}

/** "Or continue with": one button per channel the merchant offers, in the server's order. */
export function SocialButtons({ channels, onSelect, disabled }: SocialButtonsProps) {
  const t = useT();
  if (channels.length === 0) return null;
  return (
    <fieldset className={styles.social}>
      <legend className={styles.divider}>{t('accounts.login.orContinueWith')}</legend>
      <ul className={styles.socialList}>
        {[...new Set(channels)].map((channel) => (
          <li key={channel}>
            <Button tone="secondary" size="sm" disabled={disabled} onClick={() => onSelect(channel)}>
              {channel === 'sms' ? (
                <>
                  <PhoneIcon />
                  {t('accounts.social.phone')}
                </>
              ) : (
                t('accounts.social.continueWith', { provider: SOCIAL_CHANNEL_NAMES[channel] })
              )}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
