/** What the promotions widgets show (player-site §3), shaped by the site from the server's answers. */

export type ClaimState = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface PromotionData {
  id: number;
  title: string;
  /** Server HTML: shown through SafeHtml only. */
  contentHtml: string;
  startDate: number;
  endDate: number | null;
  images: readonly { id: number; url: string }[];
  remarkRequired: boolean;
  imageRequired: boolean;
  /** The player may claim it now (always false for a visitor). */
  claimable: boolean;
  /** The player's latest claim of it. */
  claimStatus: ClaimState | null;
}

export interface PromotionCategoryData {
  id: number;
  name: string;
}

export type PrizeKind = 'TICKET' | 'POINT' | 'CASH';
export type PrizePresentation = 'GOLDEN_EGG' | 'PRIZE_WHEEL' | 'NONE';

export interface PrizeData {
  id: number;
  type: PrizeKind;
  value: PrizePresentation;
  amount: number;
  ticketId: string | null;
  transactionId: string;
  startDateStr: string | null;
  endDateStr: string | null;
}

export interface ManualBonusData {
  id: number;
  title: string;
  amount: number;
  remarks: string | null;
}
