import type { SandboxModule } from '../../core/module';
import { createMessagingService, type MessagingService } from './messaging.service';
import { messagingMigrations } from './messaging.sql';

declare module '../../core/runtime' {
  interface SandboxServices {
    messaging: MessagingService;
  }
}

/** The SMS and mail stand-ins (outboxes) and the verification codes they carry. */
export const messagingModule: SandboxModule = {
  name: 'messaging',
  migrations: messagingMigrations,
  setup(runtime) {
    runtime.services.messaging = createMessagingService(runtime);
  },
};
