import { useT } from '../../i18n/I18nProvider';
import { ChatIcon } from '../../icons/icons';
import { Badge } from '../../primitives/badge/Badge';
import { FloatingButton } from '../../primitives/floating-button/FloatingButton';
import type { Point } from '../../primitives/floating-button/floating-button.geometry';

export interface ChatButtonProps {
  /** Unread chat messages; none shows no badge, above 99 the badge shows dots (player-site §9). */
  unread: number;
  /** A click without a drag (or Enter, Space) opens the chat window. */
  onOpen: () => void;
  /** Where the player left it last time; it snaps to the nearer side first. */
  position?: Point;
  /** Each resting place after a drag or a keyboard move, to remember it. */
  onPositionChange?: (position: Point) => void;
}

/**
 * The floating chat room button (player-site §2, §4): draggable, snaps to the nearer screen edge on release (72 px
 * from it, 16 px margin; see `FloatingButton`), opens the chat on a click without a drag, and carries the unread
 * count.
 */
export function ChatButton({ unread, onOpen, position, onPositionChange }: ChatButtonProps) {
  const t = useT();
  return (
    <FloatingButton
      label={t('chat.open')}
      icon={<ChatIcon />}
      onOpen={onOpen}
      defaultPosition={position}
      onPositionChange={onPositionChange}
      badge={unread > 0 ? <Badge count={unread} tone="critical" label={t('chat.unread', { count: unread })} /> : null}
    />
  );
}
