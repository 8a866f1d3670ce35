import type { MessageKey } from '@platform/i18n';
import type { ButtonProps } from '../../primitives/button/Button';

/**
 * The member-centre pages the info bar can open, each with its label (the page ids of @platform/session, which the
 * i18n keys `memberCentre.page.<id>` follow). One table: an entry the site configures needs a row here.
 */
export const INFO_BAR_PAGE_LABELS = {
  securityCenter: 'centre.page.securityCenter',
  messageV2: 'centre.page.messageV2',
  transferFund: 'centre.page.transferFund',
  depositv2: 'centre.page.depositv2',
  withdraw: 'centre.page.withdraw',
  transferUpline: 'centre.page.transferUpline',
  bettingRecord: 'centre.page.bettingRecord',
  accountRecord: 'centre.page.accountRecord',
  personalLoss: 'centre.page.personalLoss',
  bonusDetails: 'centre.page.bonusDetails',
  rewardCenter: 'centre.page.rewardCenter',
  missionActivity: 'centre.page.missionActivity',
  missionLeaderboard: 'centre.page.missionLeaderboard',
  referral: 'centre.page.referral',
  manualRebate: 'centre.page.manualRebate',
  playerMRDailySalary: 'centre.page.playerMRDailySalary',
} as const satisfies Record<string, MessageKey>;

export type InfoBarPage = keyof typeof INFO_BAR_PAGE_LABELS;

/** player-site §2: "configurable menu entries (default depositv2, withdraw)". */
export const DEFAULT_INFO_BAR_MENU: readonly InfoBarPage[] = ['depositv2', 'withdraw'];

/** Money going in stands out; every other entry is a quiet button. */
export const INFO_BAR_ENTRY_TONES: Partial<Record<InfoBarPage, ButtonProps['tone']>> = { depositv2: 'accent' };

/** Whether a string from the server's settings (infoBarMenu) names a page the info bar knows. */
export function isInfoBarPage(value: string): value is InfoBarPage {
  return Object.hasOwn(INFO_BAR_PAGE_LABELS, value);
}

/** The configured entries the bar can show, in order, without unknown or repeated ids (a merchant typo hides one entry, not the bar). */
export function infoBarMenu(configured: readonly string[] | undefined): InfoBarPage[] {
  const entries = (configured ?? DEFAULT_INFO_BAR_MENU).filter(isInfoBarPage);
  return [...new Set(entries)];
}
