// @platform/games: the player site's game rules, headless (no React, no DOM beyond the game window it is given).
export type { BannerLink, BannerLinkageType, BannerOpenDeps } from './banner.linkage';
export { BANNER_LINKAGE, openBanner } from './banner.linkage';
export type { GameRef } from './game.lobby';
export { gameLobbyHref } from './game.lobby';
export type { GameTypeRow } from './games.table';
export { ELECTRON_ROUTE, GAME_LIST_ALIASES, GAME_TYPES, lobbyPathOf } from './games.table';
export type {
  Game,
  GameCard,
  GamePage,
  GameType,
  GameVendor,
  LaunchInput,
  LaunchResult,
  RngVendorCard,
  TrialInput,
  VendorLane,
  VendorLanes,
} from './games.types';
export { gameTypeLabel, lanesByType } from './games.types';
export { LAUNCH_TIMES } from './launch.constants';
export type { LaunchContext } from './launch.payload';
export { buildLaunchPayload, buildTrialPayload } from './launch.payload';
export type {
  LaunchDevice,
  LaunchLanguage,
  LaunchMode,
  LaunchOrigin,
  LaunchPlatform,
  Presentation,
  VendorLaunchRule,
} from './launch.rules';
export {
  DEFAULT_VENDOR_RULE,
  FRAME_ROUTES,
  launchLanguage,
  launchPlatform,
  presentationOf,
  VENDOR_LAUNCH_RULES,
  vendorLaunchRule,
} from './launch.rules';
export { runLaunch } from './launch.run';
export type { LaunchEnvironment, LaunchGame, LaunchOptions, LaunchOutcome } from './launch.start';
export { startLaunch } from './launch.start';
export type { LaunchTarget } from './launch.target';
export { launchTargetOf } from './launch.target';
export type { GameWindow, OpenGameWindowOptions } from './launch.window';
export { openGameWindow } from './launch.window';
