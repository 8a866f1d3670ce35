import { z } from 'zod';

/** The realtime messages pushed over the WebSocket (player-site.md §4). Filled by the player-site domain. */
export const realtimeMessage = z.object({ type: z.string() }).loose();
export type RealtimeMessage = z.infer<typeof realtimeMessage>;
