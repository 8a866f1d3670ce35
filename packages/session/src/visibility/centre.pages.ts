/**
 * Member centre page ids (points §2 "Member centre"). The spec names the first twelve; the last four are the menu
 * entries it lists without an id (betting record, account record, personal loss, mission activity). "My account" is
 * securityCenter, "wallet" transferFund, "invite friends" referral and "platform messages" messageV2.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'playerMRDailySalary',
  'transferUpline',
  'transferFund',
  'rewardCenter',
  'messageV2',
  'bonusDetails',
  'referral',
  'depositv2',
  'withdraw',
  'missionLeaderboard',
  'manualRebate',
  'bettingRecord',
  'accountRecord',
  'personalLoss',
  'missionActivity',
  // Responsible gaming (issue 26, RESPGAM3): limits, reality checks and breaks; the spec names no page for it.
  'responsibleGaming',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The member centre opens here without a page (points §2). */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** Names that open another page (points §2 "rewardCenter (also reached from signInTask, newbieTask, ...)"). */
export const MEMBER_CENTRE_ALIASES: Readonly<Record<string, MemberCentrePage>> = {
  signInTask: 'rewardCenter',
  newbieTask: 'rewardCenter',
  rescueTask: 'rewardCenter',
  promoList: 'rewardCenter',
};

/**
 * Agent centre page ids (points §2 "Agent centre"). The spec names nine; "announcement", "team management", "team
 * betting" and "my income" are menu entries without an id and get the last four.
 */
export const AGENT_CENTRE_PAGES = [
  'agentTeamOverview',
  'agentRedRain',
  'palStatementsAgentCopy',
  'personalHistoryCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'registerCenter',
  'agentAnnouncement',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentIncome',
  // Agent transfer to and from the downline (points §5 AGENTRANSMULTDOWN3): a page of its own (the spec names none).
  'agentTransfer',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** The agent centre opens here without a page (points §2). */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The info bar's configurable menu entries when the merchant configures none (player-site §2). */
export const DEFAULT_INFO_BAR_ENTRIES: readonly MemberCentrePage[] = ['depositv2', 'withdraw'];
