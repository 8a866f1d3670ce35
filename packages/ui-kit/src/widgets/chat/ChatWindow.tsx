import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { CloseIcon } from '../../icons/icons';
import type { Side, Size } from '../../primitives/floating-button/floating-button.geometry';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { useUnderModal } from '../../shared/modalLayers';
import { floatingArea } from '../../theme/media';
import * as styles from './chat.css';
import { chatWindowDefaultSize, chatWindowLimits, clampChatSize } from './chat.size';

export interface ChatWindowProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The live-chat provider's embed page (already verified); null while connecting. */
  embedUrl: string | null;
  /** The side of the screen the chat button rests on: the window opens in that bottom corner. @default 'right' */
  side?: Side;
  /** @default 360 x 520, clamped to the bounds */
  defaultSize?: Size;
  /** Called with each size the player settles on, to remember it. */
  onSizeChange?: (size: Size) => void;
}

const viewportSize = (): Size => floatingArea();

/**
 * The chat window (player-site §4, §9): open or closed, at least 200 x 280 and at most 480 wide, resizable within
 * those bounds by its corner grip (pointer, or arrow keys once focused). A non-modal Radix dialog: the page stays
 * usable while the conversation is open, Escape and the close button close it; a click on the page does not.
 */
export function ChatWindow({
  open,
  onOpenChange,
  embedUrl,
  side = 'right',
  defaultSize = chatWindowDefaultSize,
  onSizeChange,
}: ChatWindowProps) {
  const t = useT();
  const [size, setSize] = useState(() => clampChatSize(defaultSize, viewportSize()));
  const underModal = useUnderModal();
  const drag = useRef<{ pointerId: number; x: number; y: number; start: Size } | null>(null);
  // The direction that grows the window: away from the corner it is anchored to.
  const grow = side === 'right' ? -1 : 1;

  useEffect(() => {
    const onResize = () => setSize((current) => clampChatSize(current, viewportSize()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const settle = (next: Size) => {
    const clamped = clampChatSize(next, viewportSize());
    setSize(clamped);
    return clamped;
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, start: size };
  };
  /** The size the grip's pointer asks for where it is now, settled within bounds. */
  const followPointer = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return null;
    return settle({
      width: current.start.width + grow * (event.clientX - current.x),
      height: current.start.height - (event.clientY - current.y),
    });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    followPointer(event);
  };
  // The release settles the size from where the pointer let go, not from the last render: the browser hands moves
  // over once a frame, and a release right after the last move came before the render of that move (the window
  // stopped one step short and the stale size was what `onSizeChange` stored).
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const next = followPointer(event);
    if (!next) return;
    drag.current = null;
    onSizeChange?.(next);
  };
  // A cancelled pointer (the system took it) has no position to trust: the size stays as the last move left it.
  const onPointerCancel = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    onSizeChange?.(size);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = chatWindowLimits.keyStepPx * (event.shiftKey ? 5 : 1);
    const moves: Record<string, Partial<Size>> = {
      ArrowUp: { height: size.height + step },
      ArrowDown: { height: size.height - step },
      ArrowLeft: { width: size.width - grow * step },
      ArrowRight: { width: size.width + grow * step },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    // Settled first: `onSizeChange?.(settle(...))` would skip the resize when no one listens.
    const next = settle({ ...size, ...move });
    onSizeChange?.(next);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className={styles.window}
          data-side={side}
          data-under-modal={underModal ? '' : undefined}
          style={{ width: size.width, height: size.height }}
          aria-describedby={undefined}
          // Browsing on while the conversation stays open: only Escape and the close button close it.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{t('chat.window.title')}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton className={styles.close} label={t('common.close')} icon={<CloseIcon />} />
            </RadixDialog.Close>
          </div>
          <div className={styles.body} aria-busy={embedUrl ? undefined : true}>
            {embedUrl ? (
              <iframe
                className={styles.frame}
                title={t('chat.window.frame')}
                src={embedUrl}
                // The provider's page runs its own script and form; it may open its own links in a new window.
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
              />
            ) : (
              <p className={styles.connecting} role="status">
                {t('chat.window.connecting')}
              </p>
            )}
          </div>
          <button
            type="button"
            className={styles.resize}
            aria-label={t('chat.window.resize')}
            data-width={size.width}
            data-height={size.height}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
            onKeyDown={onKeyDown}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
