import { normalizeFlag } from '../flags/flags.schema';
import {
  type AgentCentrePage,
  DEFAULT_INFO_BAR_ENTRIES,
  DEFAULT_MEMBER_CENTRE_PAGE,
  MEMBER_CENTRE_ALIASES,
  type MemberCentrePage,
} from './centre.pages';
import { flagOn, noPromosConfigured, promoEnabled, type VisibilityContext } from './visibility.context';

type Rule = (context: VisibilityContext) => boolean;

const always: Rule = () => true;

/**
 * Member centre pages and when each shows (points §5 "Centre menu visibility by flags", §6), in menu order. A page
 * not in this table does not exist.
 */
export const MEMBER_CENTRE_MENU: readonly { page: MemberCentrePage; visible: Rule }[] = [
  { page: 'securityCenter', visible: always },
  // Points §5: "Transfer to upline only if toUpline is 1, role is not 2, and flag allows" (the role part: ROLE_TABLE).
  {
    page: 'transferUpline',
    visible: (c) => Number(c.member?.toUpline) === 1 && c.role.transferToUpline && flagOn(c, 'AGETRANSFERUP3'),
  },
  // Points §5: "Fund transfer hidden when wallet is single"; an unknown wallet is not single.
  { page: 'transferFund', visible: (c) => normalizeFlag(c.wallet?.isSingle) !== true },
  { page: 'depositv2', visible: (c) => flagOn(c, 'DEPOSIT') && !flagOn(c, 'CREDITMAR3') },
  { page: 'withdraw', visible: (c) => flagOn(c, 'WITHDRAW') && !flagOn(c, 'CREDITMAR3') },
  { page: 'bettingRecord', visible: always },
  { page: 'accountRecord', visible: always },
  { page: 'personalLoss', visible: always },
  { page: 'bonusDetails', visible: always },
  { page: 'rewardCenter', visible: (c) => flagOn(c, 'REWCEN3') },
  { page: 'messageV2', visible: (c) => flagOn(c, 'MAILCEN') },
  { page: 'playerMRDailySalary', visible: (c) => flagOn(c, 'PLYRBT') },
  { page: 'manualRebate', visible: (c) => flagOn(c, 'MANPLAYREB3') },
  // Points §5 "Mission and referral depend on promo enabled flags"; §6 referral also when no promos are configured.
  { page: 'missionActivity', visible: (c) => promoEnabled(c.availablePromo?.MISSION) },
  { page: 'missionLeaderboard', visible: (c) => promoEnabled(c.availablePromo?.MISSION) },
  { page: 'referral', visible: (c) => promoEnabled(c.availablePromo?.REFERRAL) || noPromosConfigured(c) },
  // Issue 26: the merchant's back end has responsible gaming (RESPGAM3); last, so the spec's menu keeps its order.
  { page: 'responsibleGaming', visible: (c) => flagOn(c, 'RESPGAM3') },
];

/**
 * The member centre pages to show, in menu order. None before the flags are evaluated (points §5), for visitors, or
 * for accounts that are not real (trial, player-site §6).
 */
export function visibleMemberCentrePages(context: VisibilityContext): MemberCentrePage[] {
  if (!context.flags.evaluated || !context.loggedIn || !context.role.realAccount) return [];
  return MEMBER_CENTRE_MENU.filter((row) => row.visible(context)).map((row) => row.page);
}

export type CentreTarget = { centre: 'member'; page: MemberCentrePage } | { centre: 'agent'; page: AgentCentrePage };

/**
 * Where a request to open the member centre on `requested` lands: aliases resolved (signInTask... → rewardCenter),
 * agents asking for referral go to the agent centre's registerCenter (points §2), and a missing, unknown or hidden
 * page falls back to securityCenter.
 */
export function resolveMemberCentrePage(
  requested: string | null | undefined,
  context: VisibilityContext,
): CentreTarget {
  const name = requested ? (MEMBER_CENTRE_ALIASES[requested] ?? requested) : DEFAULT_MEMBER_CENTRE_PAGE;
  if (name === 'referral' && context.role.agentMenu) return { centre: 'agent', page: 'registerCenter' };
  const visible = visibleMemberCentrePages(context);
  const page = visible.find((p) => p === name) ?? DEFAULT_MEMBER_CENTRE_PAGE;
  return { centre: 'member', page };
}

/**
 * The info bar's menu entries (player-site §2: configurable, default depositv2 and withdraw), keeping only pages the
 * member centre shows.
 */
export function infoBarEntries(
  context: VisibilityContext,
  configured: readonly MemberCentrePage[] = DEFAULT_INFO_BAR_ENTRIES,
): MemberCentrePage[] {
  const visible = new Set(visibleMemberCentrePages(context));
  return configured.filter((page) => visible.has(page));
}
