import { coreModule } from '../core/core.module';
import type { SandboxModule } from '../core/module';
import { accountsModule } from './accounts/accounts.module';
import { agentModule } from './agent/agent.module';
import { contractsModule } from './agent/contracts.module';
import { captchaModule } from './captcha/captcha.module';
import { chatModule } from './chat/chat.module';
import { controlModule } from './control/control.module';
import { feedbackModule } from './feedback/feedback.module';
import { gamesModule } from './games/games.module';
import { lotteryModule } from './lottery/lottery.module';
import { memberCentreModule } from './member/centre.module';
import { memberModule } from './member/member.module';
import { messagingModule } from './messaging/messaging.module';
import { noticesModule } from './notices/notices.module';
import { paymentsModule } from './payments/payments.module';
import { pointsModule } from './points/points.module';
import { promotionsModule } from './promotions/promotions.module';
import { realtimeModule } from './realtime/realtime.module';
import { responsibleGamingModule } from './responsible-gaming/rg.module';
import { teamModule } from './shared/team.module';
import { standInsModule } from './stand-ins/stand-ins.module';
import { systemModule } from './system/system.module';
import { walletModule } from './wallet/wallet.module';

/**
 * Every slice of the sandbox, one folder per domain under `domains/` (the feature's one name, as in the site, the
 * ui-kit and the contract), in seed order: core first (merchants, keys); then system (merchant flags and settings) and
 * what accounts need (captcha, messaging, stand-ins), the accounts, and the domains that seed data for the demo
 * accounts (stand-ins come before chat so their fault middleware covers every `/stand-in/*` route); then the centres
 * (team, points, contracts, agent and member centres, lottery). The control API comes after the
 * domains whose rows they touch.
 */
export const allModules: readonly SandboxModule[] = [
  coreModule,
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
  responsibleGamingModule,
  memberModule,
  realtimeModule,
  controlModule,
  teamModule,
  pointsModule,
  contractsModule,
  agentModule,
  memberCentreModule,
  lotteryModule,
];
