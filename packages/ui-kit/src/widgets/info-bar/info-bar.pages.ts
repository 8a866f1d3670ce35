import type { MessageKey } from '@platform/i18n';
import type { ButtonProps } from '../../primitives/button/Button';

/**
 * The member-centre pages the info bar can open, each with its label (the page ids of @platform/session, which the
 * i18n keys `memberCentre.page.<id>` follow). One table: an entry the site configures needs a row here.
 */
export const INFO_BAR_PAGE_LABELS = {
  securityCenter: 'memberCentre.page.securityCenter',
  messageV2: 'memberCentre.page.messageV2',
  transferFund: 'memberCentre.page.transferFund',
  depositv2: 'memberCentre.page.depositv2',
  withdraw: 'memberCentre.page.withdraw',
  transferUpline: 'memberCentre.page.transferUpline',
  bettingRecord: 'memberCentre.page.bettingRecord',
  accountRecord: 'memberCentre.page.accountRecord',
  personalLoss: 'memberCentre.page.personalLoss',
  bonusDetails: 'memberCentre.page.bonusDetails',
  rewardCenter: 'memberCentre.page.rewardCenter',
  missionActivity: 'memberCentre.page.missionActivity',
  missionLeaderboard: 'memberCentre.page.missionLeaderboard',
  referral: 'memberCentre.page.referral',
  manualRebate: 'memberCentre.page.manualRebate',
  playerMRDailySalary: 'memberCentre.page.playerMRDailySalary',
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
