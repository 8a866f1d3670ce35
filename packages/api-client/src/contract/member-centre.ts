import { memberCentreMoney } from './member-centre.money';
import { memberCentreRewards } from './member-centre.rewards';

/**
 * The member centre (points-centres-lottery.md §2; opened by page name, default securityCenter). Security centre,
 * my account, wallet and fund transfer are the player half's (member, wallet groups); this group holds the rest:
 * rewardCenter, messageV2, bonusDetails, referral, betting and account records, personal loss,
 * missionLeaderboard, manualRebate, transferUpline, playerMRDailySalary, depositv2 and withdraw. Trial accounts
 * (isAgent 4) are refused every action (`trial.account.refused`, in_need_true_account). Shapes designed here.
 */
export const memberCentre = { ...memberCentreRewards, ...memberCentreMoney } as const;

export * from './member-centre.schemas';
