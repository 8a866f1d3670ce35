import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import * as styles from './chat.css';

/** One customer-service channel as the player sees it (player-site §3 "Customer service entry"). */
export interface CustomerServiceChannel {
  id: number;
  /** The merchant's own title for it ("Live chat 24/7"). */
  title: string;
  csType: 'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP';
}

export interface CustomerServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The channels for this player (already filtered by club label); undefined while loading. */
  channels: readonly CustomerServiceChannel[] | undefined;
  /** The channels could not be loaded: a message and a retry. */
  failed?: boolean;
  onRetry?: () => void;
  /** Opens a channel: the caller opens its popup window within this click. */
  onPick: (channel: CustomerServiceChannel) => void;
  /** When the player has the chat room: offered first, it opens the chat window on this page. */
  onOpenChatRoom?: () => void;
}

/**
 * The customer-service chooser: the chat room (when the player has it) and the merchant's channels, each opening in
 * its own window (a 440 x 750 popup, points-centres-lottery §9).
 */
export function CustomerServiceDialog({
  open,
  onOpenChange,
  channels,
  failed = false,
  onRetry,
  onPick,
  onOpenChatRoom,
}: CustomerServiceDialogProps) {
  const t = useT();
  const body = failed ? (
    <div role="alert">
      <p className={styles.notice}>{t('chat.cs.loadFailed')}</p>
      {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
    </div>
  ) : channels === undefined ? (
    <p className={styles.notice} role="status">
      {t('common.loading')}
    </p>
  ) : channels.length === 0 && !onOpenChatRoom ? (
    <p className={styles.notice}>{t('chat.cs.empty')}</p>
  ) : (
    <ul className={styles.channels}>
      {onOpenChatRoom ? (
        <li>
          <button type="button" className={styles.channel} onClick={onOpenChatRoom}>
            <span className={styles.channelTitle}>{t('chat.cs.chatRoom')}</span>
            <span className={styles.channelHint}>{t('chat.cs.chatRoomHint')}</span>
          </button>
        </li>
      ) : null}
      {channels.map((channel) => (
        <li key={channel.id}>
          <button
            type="button"
            className={styles.channel}
            data-cs-type={channel.csType}
            onClick={() => onPick(channel)}
          >
            <span className={styles.channelTitle}>{channel.title}</span>
            <span className={styles.channelHint}>{t('chat.cs.newWindow')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat.cs.title')}
      description={t('chat.cs.description')}
      size="sm"
    >
      {body}
    </Dialog>
  );
}
