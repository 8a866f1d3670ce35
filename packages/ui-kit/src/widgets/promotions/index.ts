// The promotions widgets' public exports, re-exported by the package's index.ts.
export type { ClaimDialogProps, ClaimOutcome, ClaimValues } from './ClaimDialog';
export { ClaimDialog } from './ClaimDialog';
export type { ManualBonusModalProps } from './ManualBonusModal';
export { ManualBonusModal } from './ManualBonusModal';
export type { PrizeModalProps } from './PrizeModal';
export { PrizeModal } from './PrizeModal';
export type { PromotionCardProps } from './PromotionCard';
export { PromotionCard, promotionAnchor } from './PromotionCard';
export type { PromotionListProps } from './PromotionList';
export { PromotionList } from './PromotionList';
export type { PopupNotice, PromotionPopupProps } from './PromotionPopup';
export { PromotionPopup } from './PromotionPopup';
export { PromotionsBadge, type PromotionsBadgeProps } from './PromotionsBadge';
export type {
  ClaimState,
  ManualBonusData,
  PrizeData,
  PrizeKind,
  PrizePresentation,
  PromotionCategoryData,
  PromotionData,
} from './promotions.types';
export type { RaffleTipProps } from './RaffleTip';
export { RaffleTip } from './RaffleTip';
export type { RewardTrayProps } from './RewardTray';
export { RewardTray } from './RewardTray';
export type { WinnerBoardProps, WinnerField, WinnerRow } from './WinnerBoard';
export { WinnerBoard } from './WinnerBoard';
