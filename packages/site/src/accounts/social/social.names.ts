import type { Translator } from '@platform/i18n';
import { SOCIAL_CHANNEL_NAMES } from '@platform/ui-kit';
import type { SocialChannel } from '../accounts.types';

/** A channel's name in a sentence: brand names as they are, the SMS channel in the player's words. */
export function channelName(t: Translator, channel: SocialChannel): string {
  return channel === 'sms' ? t('accounts.channelPhone') : SOCIAL_CHANNEL_NAMES[channel];
}
