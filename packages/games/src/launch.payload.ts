import type { LaunchInput, TrialInput } from './games.types';
import {
  type LaunchLanguage,
  type LaunchOrigin,
  type LaunchTarget,
  launchLanguage,
  launchPlatform,
} from './launch.rules';

/** Who launches: read from the session, the merchant and the UI at click time. */
export interface LaunchContext {
  username: string | undefined;
  token: string | undefined;
  merchantCode: string;
  language: LaunchLanguage;
  /** Transfer-wallet merchants move the main balance into the vendor's wallet at launch. */
  confirmTrans: boolean;
  origin: LaunchOrigin;
}

/**
 * The real-money launch payload with every field of the spec (points §7 "game launch (gameId, nodeId, accountType,
 * confirmTrans, vassalage, username, launchMode GLS, platform, clientType 3, merchantCode, token, language)").
 */
export function buildLaunchPayload(target: LaunchTarget, context: LaunchContext): Required<LaunchInput> {
  return {
    gameId: target.gameId,
    nodeId: target.nodeId ?? '',
    accountType: target.accountType ?? '',
    confirmTrans: context.confirmTrans,
    vassalage: target.vassalage,
    username: context.username ?? '',
    launchMode: 'GLS',
    platform: launchPlatform(target.vassalage, context.origin),
    clientType: 3,
    merchantCode: context.merchantCode,
    token: context.token ?? '',
    language: launchLanguage(target.vassalage, context.language),
  };
}

/** The trial launch payload (play money, no login). */
export function buildTrialPayload(
  target: LaunchTarget,
  context: Pick<LaunchContext, 'language' | 'origin'>,
): Required<TrialInput> {
  return {
    gameId: target.gameId,
    vassalage: target.vassalage,
    platform: launchPlatform(target.vassalage, context.origin),
    clientType: 3,
    language: launchLanguage(target.vassalage, context.language),
  };
}
