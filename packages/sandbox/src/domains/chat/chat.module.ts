import type { SandboxModule } from '../../core/module';
import { chatHandlers } from './chat.handlers';
import { chatMigrations } from './chat.sql';
import { sealPath } from './cs-path';
import { liveChatRoutes } from './livechat.routes';
import { createLiveChatService, type LiveChatService } from './livechat.service';

declare module '../../core/runtime' {
  interface SandboxServices {
    liveChat: LiveChatService;
  }
}

/** Entries per merchant: positions, types, plain and encrypted paths, and club-label targeting (labels 3-5 = Gold+). */
const entries = [
  {
    type: 'LIVECHAT',
    position: 'RIGHT_BAR',
    title: 'Live chat 24/7',
    path: '/stand-in/livechat/embed?entry=livechat',
    sealed: false,
    labels: [],
  },
  {
    type: 'COMM100VIP',
    position: 'RIGHT_BAR',
    title: 'VIP host',
    path: '/stand-in/livechat/embed?entry=vip',
    sealed: true,
    labels: [3, 4, 5],
  },
  {
    type: 'COMM100',
    position: 'FOOTER',
    title: 'Customer service',
    path: '/stand-in/livechat/embed?entry=comm100',
    sealed: true,
    labels: [],
  },
  {
    type: 'AICAN',
    position: 'LOGIN',
    title: 'AI assistant',
    path: '/stand-in/livechat/embed?entry=aican',
    sealed: false,
    labels: [],
  },
  {
    type: 'MIDUOKE',
    position: 'MEMBER_CENTRE',
    title: 'Deposit help',
    path: '/stand-in/livechat/embed?entry=miduoke',
    sealed: false,
    labels: [1, 2],
  },
  {
    type: 'LIVECHAT',
    position: 'MEMBER_CENTRE',
    title: 'Account help',
    path: '/stand-in/livechat/embed?entry=account',
    sealed: false,
    labels: [],
  },
] as const;

/** Chat status and permission, the live-chat stand-in, customer-service entries and their scripts. */
export const chatModule: SandboxModule = {
  name: 'chat',
  migrations: chatMigrations,
  setup(runtime) {
    runtime.services.liveChat = createLiveChatService();
  },
  async seed(runtime) {
    for (const merchant of runtime.merchants.values()) {
      for (const [sort, entry] of entries.entries()) {
        await runtime.db.query(
          `INSERT INTO cs_entries (merchant_code, cs_type, cs_position, title, path, path_encrypted, label_ids, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            merchant.code,
            entry.type,
            entry.position,
            entry.title,
            entry.sealed ? sealPath(merchant, entry.path) : entry.path,
            entry.sealed,
            [...entry.labels],
            sort,
          ],
        );
      }
    }
  },
  handlers: [chatHandlers],
  routes: (app, runtime) => liveChatRoutes(app, runtime),
};
