import { chatAvailable, visibilityContext } from '@platform/session';
import { ChatButton, ChatWindow, type Point, type Side, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';
import { readChatPosition, writeChatPosition } from './chat.position';
import { chatQueries } from './chat.queries';
import { chatOf } from './chat.store';
import { connectLiveChat, LiveChatUnavailable } from './live-chat';

/** The button starts on the left, clear of the right bar, 60% down, until the player moves it. */
const defaultPosition = (): Point => ({ x: 0, y: Math.round(window.innerHeight * 0.6) });
const sideOf = (position: Point): Side => (position.x + 28 <= window.innerWidth / 2 ? 'left' : 'right');

/**
 * The floating chat room (player-site §2, §4, §6): the button for a logged-in real player when the merchant has CBS3
 * and, where the merchant checks it (`settings.chat.permissionCheck`), the server grants `hasPermission`; the window
 * with the live-chat provider's conversation. Opening asks the permission call first where the merchant checks it,
 * then runs the verify-token flow; a failure closes the window and warns (points-centres-lottery §8).
 */
export function ChatRoom() {
  const platform = usePlatform();
  const t = useT();
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const chat = useSnapshot(chatOf(platform));
  const settings = useQuery(bootstrapQueries.settings(platform));
  const context = visibilityContext(session, flags);
  const base = chatAvailable(context);
  const status = useQuery({ ...chatQueries.status(platform), enabled: base });
  const checks = settings.data?.chat.permissionCheck ?? false;
  const shown =
    base && status.data !== undefined && (checks ? chatAvailable(context, status.data.hasPermission) : true);
  const [position, setPosition] = useState<Point>(() => readChatPosition() ?? defaultPosition());
  const [embedUrl, setEmbedUrl] = useState<string | null>(null);
  const open = shown && chat.windowOpen;
  // The warning speaks the current language without reconnecting when the language changes.
  const tRef = useRef(t);
  tRef.current = t;

  // Each opening verifies afresh (the verify token is good once); closing ends the embed and refreshes the count.
  useEffect(() => {
    if (!open) return;
    let live = true;
    const warn = (title: string) => {
      if (!live) return;
      chatOf(platform).windowOpen = false;
      platform.ui.toasts.show({ tone: 'warning', title });
    };
    (async () => {
      if (checks) {
        const permission = await platform.api.chat.permission(undefined, { quiet: true });
        if (!permission.hasPermission) {
          warn(tRef.current('chat.permission.denied'));
          return;
        }
      }
      const url = await connectLiveChat(platform);
      if (live) setEmbedUrl(url);
    })().catch((error: unknown) =>
      warn(
        error instanceof LiveChatUnavailable
          ? tRef.current('chat.permission.denied')
          : refusalText(tRef.current, error),
      ),
    );
    return () => {
      live = false;
      setEmbedUrl(null);
      void platform.queryClient.invalidateQueries({ queryKey: chatQueries.status(platform).queryKey });
    };
  }, [open, checks, platform]);

  if (!shown) return null;
  return (
    <>
      {open ? null : (
        <ChatButton
          unread={status.data?.unReadCount ?? 0}
          position={position}
          onPositionChange={(next) => {
            setPosition(next);
            writeChatPosition(next);
          }}
          onOpen={() => {
            chatOf(platform).windowOpen = true;
          }}
        />
      )}
      <ChatWindow
        open={open}
        onOpenChange={(next) => {
          chatOf(platform).windowOpen = next;
        }}
        embedUrl={embedUrl}
        side={sideOf(position)}
      />
    </>
  );
}
