import type { SandboxModule } from '../../core/module';
import { accountsModule } from './accounts/accounts.module';
import { captchaModule } from './captcha/captcha.module';
import { chatModule } from './chat/chat.module';
import { controlModule } from './control/control.module';
import { feedbackModule } from './feedback/feedback.module';
import { gamesModule } from './games/games.module';
import { memberModule } from './member/member.module';
import { messagingModule } from './messaging/messaging.module';
import { noticesModule } from './notices/notices.module';
import { paymentsModule } from './payments/payments.module';
import { promotionsModule } from './promotions/promotions.module';
import { realtimeModule } from './realtime/realtime.module';
import { standInsModule } from './stand-ins/stand-ins.module';
import { systemModule } from './system/system.module';
import { walletModule } from './wallet/wallet.module';

/**
 * The player-site domains, in seed order: system (merchant flags and settings) first, then what accounts need
 * (captcha, messaging, stand-ins), the accounts, and the domains that seed data for the demo accounts. Stand-ins come
 * before chat so their fault middleware covers every `/stand-in/*` route.
 */
export const playerModules: readonly SandboxModule[] = [
  systemModule,
  captchaModule,
  messagingModule,
  standInsModule,
  accountsModule,
  gamesModule,
  walletModule,
  promotionsModule,
  noticesModule,
  paymentsModule,
  chatModule,
  feedbackModule,
  memberModule,
  realtimeModule,
  controlModule,
];
