import { bootstrapQueries } from '../app/bootstrap.queries';
import type { Platform } from '../app/platform';
import { chatQueries } from './chat.queries';

/** What the provider's embed page is opened with (points-centres-lottery §7: vToken, userId and userName). */
export interface LiveChatSession {
  vToken: string;
  userId: string;
  userName: string;
}

/** The provider's embed page address for a verified session: its base with vToken, userId and userName. */
export function embedUrlOf(base: string, session: LiveChatSession): string {
  const url = new URL(base, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  url.searchParams.set('vToken', session.vToken);
  url.searchParams.set('userId', session.userId);
  url.searchParams.set('userName', session.userName);
  return url.toString();
}

/** The chat is not ready for this player now (no verify token came with the status). */
export class LiveChatUnavailable extends Error {
  override name = 'LiveChatUnavailable';
}

/**
 * The live-chat vendor flow (points-centres-lottery §7): a fresh status brings a one-use verify token; the
 * provider's verify-token call exchanges (userId, verifyToken) for a vToken; the embed page opens with vToken, userId
 * and userName. A failure throws (the caller closes the window and warns, §8). The api-client posts the verify call
 * to the contract's path, which the sandbox serves as the provider's stand-in (`settings.liveChat.verifyUrl` names
 * the same address); the embed base is the merchant's `settings.liveChat.embedUrl`.
 */
export async function connectLiveChat(platform: Platform): Promise<string> {
  const { queryClient } = platform;
  // Always a fresh status: the verify token is good once and for five minutes.
  const status = await queryClient.fetchQuery({ ...chatQueries.status(platform), staleTime: 0 });
  const settings = await queryClient.ensureQueryData(bootstrapQueries.settings(platform));
  if (!status.liveChat) throw new LiveChatUnavailable('No live-chat verify token for this player');
  const { userId, userName, verifyToken } = status.liveChat;
  const verified = await platform.api.chat.liveChatVerify({ userId, verifyToken }, { quiet: true });
  return embedUrlOf(settings.liveChat.embedUrl || verified.embedUrl, { vToken: verified.vToken, userId, userName });
}
