/** What the points widgets show (points-centres-lottery §3), already shaped by the site from the server's answers. */

export type RedeemKind = 'P' | 'PM';

export interface RewardData {
  id: number;
  name: string;
  /** The cover image of the card. */
  imageLink: string;
  /** The swiper's photos (the server's S images; the M cover is left out, spec §3). */
  photos: readonly string[];
  /** Points of a P redemption, or null when the item has no points price (PM only). */
  price: number | null;
  /** Points and money of one PM redemption, when the item offers it. */
  pointsPlusMoney: { points: number; money: number } | null;
  inventory: number;
  /** How many have been redeemed, as the merchant shows it. */
  redeemedCount: number;
  /** Server HTML: shown through SafeHtml only. */
  descriptionHtml: string;
  /** Its reward type's id. */
  typeId: number;
}

export interface RewardTypeTab {
  typeId: number;
  /** Already translated (types 1, 2, 3 by the catalogue; others by the server's text). */
  label: string;
}

export type RedemptionStatus = 'P' | 'A' | 'R';

export interface RedemptionRow {
  id: number;
  dateRequested: number;
  type: RedeemKind;
  name: string;
  imageLink: string;
  quantity: number;
  requiredPoint: number;
  requiredMoney: number;
  status: RedemptionStatus;
  recipientName: string;
  address: string;
  phone: string;
  remarks: string;
  reviewedAt: number | null;
  reviewRemark: string | null;
}

export interface PointTransactionRow {
  txId: number;
  at: number;
  /** Already in the player's language (nameCn for Chinese, nameEn otherwise). */
  label: string;
  amount: number;
  balance: number;
}

export interface PointRates {
  pointExchangeRate: number;
  liveBet: number;
  lottoBet: number;
  pvpBet: number;
  rngBet: number;
  sportBet: number;
  redeem: number;
  deposit: number;
}
