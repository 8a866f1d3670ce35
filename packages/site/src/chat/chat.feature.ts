import { lazy } from 'react';
import { defineFeature } from '../app/feature';
import { chatOf } from './chat.store';

declare module '../app/feature' {
  interface DialogIntents {
    /** Live chat and customer service: the chat room (when the player has it) and the merchant's channels. */
    liveChat: Record<never, never>;
  }
}

/**
 * The floating chat room, the live-chat vendor flow and the customer-service channels (player-site §2-§4, §6, §9;
 * points-centres-lottery §5, §7-§9). No page: a player overlay (button and window, in a lazy chunk) and the `liveChat`
 * intent, which any feature opens with `ui.openDialog({ kind: 'liveChat' })`.
 */
export const chatFeature = defineFeature({
  name: 'chat',
  overlays: [
    {
      id: 'room',
      audience: 'player',
      component: lazy(() => import('./ChatRoom').then((m) => ({ default: m.ChatRoom }))),
    },
  ],
  dialogs: {
    liveChat: lazy(() => import('./CustomerServiceIntent').then((m) => ({ default: m.CustomerServiceIntent }))),
  },
  onSessionEnd: (platform) => {
    chatOf(platform).windowOpen = false;
  },
});
