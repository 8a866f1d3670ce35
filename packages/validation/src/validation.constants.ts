/** Every number of the validation rules in one table, named after its meaning, with the spec section it comes from. */
export const VALIDATION_LIMITS = {
  /** Promotion claim remarks, characters (player-site.md §5, §9). */
  claimRemarksMax: 140,
  /** Bytes per uploaded image: 5 MB (player-site.md §5, §9). */
  imageBytesMax: 5_242_880,
  /** Images per promotion claim (player-site.md §5, §9). */
  claimImagesMax: 3,
  /** Proof images when answering "not received" (player-site.md §5: exactly one). */
  proofImages: 1,
  /** Feedback description, characters (player-site.md §5). */
  feedbackDescriptionMin: 20,
  feedbackDescriptionMax: 500,
  /** Phone digits when the merchant configures no rule (points-centres-lottery.md §5: exactly 11). */
  defaultPhoneDigits: 11,
  /** Smallest point conversion; smaller amounts are reset to it (points-centres-lottery.md §4, §5). */
  convertAmountMin: 1,
  /** Smallest redeem quantity; the largest is the item's inventory (points-centres-lottery.md §4). */
  redeemQuantityMin: 1,
  /** Fraction digits of an amount when its currency is unknown (the wire's money: at most 2 decimals). */
  defaultAmountDigits: 2,
  /** Integer digits of a typed amount (the wire caps money at 1e12). */
  amountIntegerDigitsMax: 12,
} as const;

/** Feedback types (player-site.md §3): deposit 1 (default), withdraw 2, game 3, service 4, apply-agent 6, other 0. */
export const FEEDBACK_TYPES = {
  deposit: 1,
  withdraw: 2,
  game: 3,
  service: 4,
  applyAgent: 6,
  other: 0,
} as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[keyof typeof FEEDBACK_TYPES];

export const DEFAULT_FEEDBACK_TYPE: FeedbackType = FEEDBACK_TYPES.deposit;
