import { accountsFeature } from '../accounts/accounts.feature';
import { agentFeature } from '../agent/agent.feature';
import { chatFeature } from '../chat/chat.feature';
import { downloadFeature } from '../download/download.feature';
import { errorsFeature } from '../errors/errors.feature';
import { feedbackFeature } from '../feedback/feedback.feature';
import { helpFeature } from '../help/help.feature';
import { homeFeature } from '../home/home.feature';
import { languagesFeature } from '../languages/languages.feature';
import { launchFeature } from '../launch/launch.feature';
import { lobbyFeature } from '../lobby/lobby.feature';
import { lotteryFeature } from '../lottery/lottery.feature';
import { maintenanceFeature } from '../maintenance/maintenance.feature';
import { memberFeature } from '../member/member.feature';
import { miniGameFeature } from '../mini-game/mini-game.feature';
import { noticesFeature } from '../notices/notices.feature';
import { paymentsFeature } from '../payments/payments.feature';
import { pointsFeature } from '../points/points.feature';
import { promotionsFeature } from '../promotions/promotions.feature';
import { rightBarFeature } from '../right-bar/right-bar.feature';
import { speedTestFeature } from '../speed-test/speed-test.feature';

/**
 * Every feature of the site, the ONE list the route tree, the main navigation, the SEO table, the dialog host, the
 * overlays, the realtime handlers and the session-end reset are assembled from (feature-registry.ts). A new feature
 * is one line here and a folder of its own (site README, "Feature anatomy").
 */
export const FEATURES = [
  homeFeature,
  accountsFeature,
  lobbyFeature,
  launchFeature,
  lotteryFeature,
  memberFeature,
  agentFeature,
  promotionsFeature,
  paymentsFeature,
  pointsFeature,
  helpFeature,
  speedTestFeature,
  downloadFeature,
  languagesFeature,
  noticesFeature,
  maintenanceFeature,
  errorsFeature,
  chatFeature,
  rightBarFeature,
  feedbackFeature,
  miniGameFeature,
] as const;
