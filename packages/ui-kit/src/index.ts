// The public face of @platform/ui-kit: explicit named re-exports, `export type` for types.

export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
// i18n binding
export type { I18nProviderProps } from './i18n/I18nProvider';
export { I18nProvider, useLanguage, useT } from './i18n/I18nProvider';
// Icons (the ones the site draws outside a ui-kit component)
export type { IconProps } from './icons/icons';
export { ChevronDownIcon, GlobeIcon } from './icons/icons';
// Primitives
export type { BadgeProps } from './primitives/badge/Badge';
export { Badge } from './primitives/badge/Badge';
export { badgeLabel, badgeMaxCount } from './primitives/badge/badge.label';
export type { ButtonProps } from './primitives/button/Button';
export { Button } from './primitives/button/Button';
export type { ButtonVariants } from './primitives/button/button.css';
export { button as buttonStyle } from './primitives/button/button.css';
export type { CardStyleVariants } from './primitives/card/card.css';
export { cardImage, cardStyle } from './primitives/card/card.css';
export type { CarouselProps, CarouselSlide } from './primitives/carousel/Carousel';
export { Carousel } from './primitives/carousel/Carousel';
export { carouselDefaults, shouldLoop } from './primitives/carousel/carousel.rules';
export { IdleCarousel } from './primitives/carousel/IdleCarousel';
export type { CheckboxProps, CheckedState } from './primitives/checkbox/Checkbox';
export { Checkbox } from './primitives/checkbox/Checkbox';
export type { CountdownFormat, CountdownTextProps } from './primitives/countdown-text/CountdownText';
export { CountdownText, countdownFormats } from './primitives/countdown-text/CountdownText';
export type { ConfirmDialogProps } from './primitives/dialog/ConfirmDialog';
export { ConfirmDialog } from './primitives/dialog/ConfirmDialog';
export type { DialogProps } from './primitives/dialog/Dialog';
export { Dialog, DialogClose } from './primitives/dialog/Dialog';
export type { EmptyStateProps } from './primitives/empty-state/EmptyState';
export { EmptyState } from './primitives/empty-state/EmptyState';
export type { FloatingButtonProps } from './primitives/floating-button/FloatingButton';
export { FloatingButton } from './primitives/floating-button/FloatingButton';
export type { Point, Side, Size, SnapOptions } from './primitives/floating-button/floating-button.geometry';
export { floatingButtonDefaults, isDragStart, snapToEdge } from './primitives/floating-button/floating-button.geometry';
export type { IconButtonProps } from './primitives/icon-button/IconButton';
export { IconButton } from './primitives/icon-button/IconButton';
export type { ImagePickerProps } from './primitives/image-picker/ImagePicker';
export { ImagePicker } from './primitives/image-picker/ImagePicker';
export type { ImageLimits, ImageRefusal, ImageSelection } from './primitives/image-picker/image-picker.rules';
export { imageAccept, imageRefusalMessages, selectImages } from './primitives/image-picker/image-picker.rules';
export type { LoadingCoverProps } from './primitives/loading-cover/LoadingCover';
export { LoadingCover, loadingCoverMaxMs } from './primitives/loading-cover/LoadingCover';
export type { NativeSelectOption, NativeSelectProps } from './primitives/native-select/NativeSelect';
export { NativeSelect } from './primitives/native-select/NativeSelect';
export type { PaginationProps } from './primitives/pagination/Pagination';
export { Pagination } from './primitives/pagination/Pagination';
export type { PageItem } from './primitives/pagination/pagination.range';
export { paginationRange, paginationVisiblePages } from './primitives/pagination/pagination.range';
export type { PasswordFieldProps } from './primitives/password-field/PasswordField';
export { PasswordField } from './primitives/password-field/PasswordField';
export type { QrCodeProps } from './primitives/qr-code/QrCode';
export { QrCode } from './primitives/qr-code/QrCode';
export type { QrCodeSize } from './primitives/qr-code/qr-code.path';
export { qrCodeDefaults } from './primitives/qr-code/qr-code.path';
export type { RadioGroupProps, RadioOption } from './primitives/radio-group/RadioGroup';
export { RadioGroup } from './primitives/radio-group/RadioGroup';
export type { SafeHtmlProps } from './primitives/safe-html/SafeHtml';
export { SafeHtml, SafeHtmlPolicyProvider } from './primitives/safe-html/SafeHtml';
export { type SafeHtmlImagePolicy, sanitizeHtml } from './primitives/safe-html/safe-html.sanitize';
export type { SelectOption, SelectProps } from './primitives/select/Select';
export { Select } from './primitives/select/Select';
export type { SkeletonProps } from './primitives/skeleton/Skeleton';
export { Skeleton } from './primitives/skeleton/Skeleton';
export type { TabItem, TabsProps } from './primitives/tabs/Tabs';
export { Tabs } from './primitives/tabs/Tabs';
export type { TextAreaProps } from './primitives/text-field/TextArea';
export { TextArea } from './primitives/text-field/TextArea';
export type { TextFieldProps } from './primitives/text-field/TextField';
export { TextField } from './primitives/text-field/TextField';
export type { ToastProviderProps } from './primitives/toast/ToastProvider';
export { ToastProvider, useToast } from './primitives/toast/ToastProvider';
export type {
  Toast,
  ToastAction,
  ToastOptions,
  ToastStore,
  ToastStoreOptions,
  ToastTone,
} from './primitives/toast/toast.store';
export { createToastStore, toastDefaults } from './primitives/toast/toast.store';
export { focusRing, focusRingInset } from './shared/a11y.css';
// Errors
export { isMissingProviderError, isUiKitError, MissingProviderError, UiKitError } from './shared/errors';
export { useReducedMotion } from './shared/useReducedMotion';
export type { Rgba } from './theme/color';
export { contrastRatio, parseColor } from './theme/color';
// Theme
export { vars } from './theme/contract.css';
export { makeTheme } from './theme/makeTheme';
export { fontStack, themeRoot } from './theme/root.css';
export type { MerchantTokens } from './theme/scales';
export { baseScales, defineThemeTokens } from './theme/scales';
export type {
  ColorToken,
  ContrastCheck,
  ContrastKind,
  ContrastPair,
  ThemeContrastReport,
} from './theme/theme.contrast';
export { checkThemeContrast, contrastMinimum, contrastPairs, describeContrastFailures } from './theme/theme.contrast';
export { formatThemeTokensFile } from './theme/theme.file';
export type { ThemeTokens } from './theme/tokens';
export type { CentreFormField, CentreFormProps } from './widgets/agent/CentreForm';
export { CentreForm } from './widgets/agent/CentreForm';
export type { ContractButtonData, ContractCardData, ContractRequestsProps } from './widgets/agent/ContractRequests';
export { ContractRequests } from './widgets/agent/ContractRequests';
export type { ReferralLinkData, ReferralLinksProps } from './widgets/agent/ReferralLinks';
export { ReferralLinks } from './widgets/agent/ReferralLinks';
// Widgets
export type { BannerCarouselProps, BannerData, BannerLinkageType } from './widgets/banner/BannerCarousel';
export { BannerCarousel } from './widgets/banner/BannerCarousel';
export type { ChatButtonProps } from './widgets/chat/ChatButton';
export { ChatButton } from './widgets/chat/ChatButton';
export type { ChatWindowProps } from './widgets/chat/ChatWindow';
export { ChatWindow } from './widgets/chat/ChatWindow';
export type { CustomerServiceChannel, CustomerServiceDialogProps } from './widgets/chat/CustomerServiceDialog';
export { CustomerServiceDialog } from './widgets/chat/CustomerServiceDialog';
export { chatWindowLimits, clampChatSize } from './widgets/chat/chat.size';
export type { AppDownloadProps, AppKind, AppLink } from './widgets/download/AppDownload';
export { AppDownload } from './widgets/download/AppDownload';
export type {
  FeedbackCaptchaSlot,
  FeedbackDialogProps,
  FeedbackOutcome,
  FeedbackSubmitValues,
} from './widgets/feedback/FeedbackDialog';
export { FeedbackDialog } from './widgets/feedback/FeedbackDialog';
export type { FooterHelpLink, FooterHelpTopic, FooterMark, FooterProps } from './widgets/footer/Footer';
export { FOOTER_HELP_TOPICS, Footer } from './widgets/footer/Footer';
export type { HelpArticleData, HelpCategoryData, HelpCentreProps } from './widgets/help/HelpCentre';
export { HelpCentre } from './widgets/help/HelpCentre';
export type { InfoBarBalance, InfoBarProps, InfoBarWallet } from './widgets/info-bar/InfoBar';
export { InfoBar } from './widgets/info-bar/InfoBar';
export type { InfoBarPage } from './widgets/info-bar/info-bar.pages';
export {
  DEFAULT_INFO_BAR_MENU,
  INFO_BAR_PAGE_LABELS,
  infoBarMenu,
  isInfoBarPage,
} from './widgets/info-bar/info-bar.pages';
export type { LanguagePickerProps } from './widgets/language-picker/LanguagePicker';
export { LanguagePicker } from './widgets/language-picker/LanguagePicker';
export type { ListSkeletonProps } from './widgets/list-skeleton/ListSkeleton';
export { ListSkeleton } from './widgets/list-skeleton/ListSkeleton';
export type { GameCategoryCardProps } from './widgets/lobby/GameCategoryCard';
export { GameCategoryCard } from './widgets/lobby/GameCategoryCard';
export type { GameGridProps } from './widgets/lobby/GameGrid';
export { GameGrid } from './widgets/lobby/GameGrid';
export type { GamePopupProps } from './widgets/lobby/GamePopup';
export { GamePopup } from './widgets/lobby/GamePopup';
export type { EntryItem, GamesEntryBlockProps } from './widgets/lobby/GamesEntryBlock';
export { GamesEntryBlock } from './widgets/lobby/GamesEntryBlock';
export type { GameTileProps } from './widgets/lobby/GameTile';
export { GameTile } from './widgets/lobby/GameTile';
export type { EntryCategory, EntryMoreTarget } from './widgets/lobby/games-entry.rules';
export { ENTRY_CATEGORIES, entryPicks } from './widgets/lobby/games-entry.rules';
export type { GameCardData, GameTileData, VendorData } from './widgets/lobby/lobby.types';
export { GAME_TYPE_LABELS } from './widgets/lobby/lobby.types';
export type { VendorStripProps } from './widgets/lobby/VendorStrip';
export { VendorStrip } from './widgets/lobby/VendorStrip';
export type { CaptchaSlot, WidgetCaptcha } from './widgets/login/captcha.slot';
export type { LoginCaptcha, LoginSubmitValues, LoginWidgetProps } from './widgets/login/LoginWidget';
export { LoginWidget } from './widgets/login/LoginWidget';
export type { LoginMode, SocialChannel } from './widgets/login/login.rules';
export { checkLogin, SOCIAL_CHANNEL_NAMES } from './widgets/login/login.rules';
export type { IssueCountdownProps } from './widgets/lottery/IssueCountdown';
export { IssueCountdown } from './widgets/lottery/IssueCountdown';
export type { LongDragonListProps, LongDragonRow } from './widgets/lottery/LongDragonList';
export { LongDragonList } from './widgets/lottery/LongDragonList';
export type { LotteryDraw, LotteryJackpotProps, LotteryResultsProps } from './widgets/lottery/LotteryResults';
export { DrawNumbers, LotteryJackpot, LotteryResults } from './widgets/lottery/LotteryResults';
export type {
  LotteryGameListProps,
  LotteryMenuGroup,
  LotteryMenuProps,
  LotteryTileGame,
  LotteryTileProps,
} from './widgets/lottery/LotteryTiles';
export { LotteryGameList, LotteryMenu, LotteryTile } from './widgets/lottery/LotteryTiles';
export type { LotteryTrendProps } from './widgets/lottery/LotteryTrend';
export { LotteryTrend } from './widgets/lottery/LotteryTrend';
export type { TrendDraw, TrendKind } from './widgets/lottery/lottery.trend';
export { numberFrequencies } from './widgets/lottery/lottery.trend';
export type { QuickBetOutcome, QuickBetPanelProps, QuickBetRow } from './widgets/lottery/QuickBetPanel';
export { QuickBetPanel } from './widgets/lottery/QuickBetPanel';
export type { Fact, FactsProps } from './widgets/member/Facts';
export { Facts } from './widgets/member/Facts';
export type { FundChoice, FundField, FundFormProps, FundOutcome, FundValues } from './widgets/member/FundForm';
export { FundForm } from './widgets/member/FundForm';
export type { LeaderboardPeriod, LeaderboardProps } from './widgets/member/Leaderboard';
export { LEADERBOARD_PERIODS, Leaderboard } from './widgets/member/Leaderboard';
export type { CentreMenuItem, MemberCentreFrameProps } from './widgets/member/MemberCentreFrame';
export { MemberCentreFrame } from './widgets/member/MemberCentreFrame';
export type { InboxMessage, MessageCategory, MessageCentreProps, ReadFilter } from './widgets/member/MessageCentre';
export { MESSAGE_CATEGORIES, MessageCentre } from './widgets/member/MessageCentre';
export type { RebateClaimProps, RebateState } from './widgets/member/RebateClaim';
export { RebateClaim } from './widgets/member/RebateClaim';
export type { RecordsPanelProps } from './widgets/member/RecordsPanel';
export { RecordsPanel } from './widgets/member/RecordsPanel';
export type { ReferralOverlayProps } from './widgets/member/ReferralOverlay';
export { ReferralOverlay } from './widgets/member/ReferralOverlay';
export type { ReferralFriend, ReferralOverview, ReferralPanelProps } from './widgets/member/ReferralPanel';
export { ReferralPanel } from './widgets/member/ReferralPanel';
export type {
  NewbieTask,
  RedEnvelope,
  RedEnvelopesProps,
  RewardItem,
  RewardListProps,
  RewardSource,
  RewardStatus,
  SignInCardProps,
  SignInState,
} from './widgets/member/Rewards';
export { NewbieTasks, REWARD_SOURCES, RedEnvelopes, RewardList, SignInCard } from './widgets/member/Rewards';
export type { PaymentPasswordValues, RankProgress, SecurityCentreProps } from './widgets/member/SecurityCentre';
export { PROFILE_ICON_COUNT, SecurityCentre } from './widgets/member/SecurityCentre';
export type { MiniGameStatus, MiniGameWidgetProps } from './widgets/mini-game/MiniGameWidget';
export { MiniGameWidget } from './widgets/mini-game/MiniGameWidget';
export type { Point as MiniGamePoint } from './widgets/mini-game/mini-game.drag';
export { miniGameDragDefaults } from './widgets/mini-game/mini-game.drag';
export type { DepositPromptProps } from './widgets/modals/DepositPrompt';
export { DepositPrompt } from './widgets/modals/DepositPrompt';
export type { HotGamesModalProps } from './widgets/modals/HotGamesModal';
export { HotGamesModal } from './widgets/modals/HotGamesModal';
export type { UnavailableDomainModalProps } from './widgets/modals/UnavailableDomainModal';
export { UnavailableDomainModal } from './widgets/modals/UnavailableDomainModal';
export type { NoticeData, NoticeListProps } from './widgets/notice/NoticeList';
export { NoticeList } from './widgets/notice/NoticeList';
export type { ChangePasswordDialogProps, ForcedChangeReason } from './widgets/password/ChangePasswordDialog';
export { ChangePasswordDialog } from './widgets/password/ChangePasswordDialog';
export type { ForgotPasswordDialogProps } from './widgets/password/ForgotPasswordDialog';
export { ForgotPasswordDialog } from './widgets/password/ForgotPasswordDialog';
export type { ChangePasswordValues, ForgotMethod } from './widgets/password/password.rules';
export type {
  PaymentAnswer,
  PaymentAnswerOutcome,
  PaymentConfirmationData,
  PaymentConfirmDialogProps,
} from './widgets/payments/PaymentConfirmDialog';
export { PaymentConfirmDialog } from './widgets/payments/PaymentConfirmDialog';
export type { DateRangeFilterProps } from './widgets/points/DateRangeFilter';
export { DateRangeFilter } from './widgets/points/DateRangeFilter';
export type { ConvertOutcome, ConvertValues, PointRulesProps } from './widgets/points/PointRules';
export { PointRules } from './widgets/points/PointRules';
export type { PointsMallProps } from './widgets/points/PointsMall';
export { PointsMall } from './widgets/points/PointsMall';
export type { PointsUserCardProps } from './widgets/points/PointsUserCard';
export { PointsUserCard } from './widgets/points/PointsUserCard';
export type { PointTransactionsProps } from './widgets/points/PointTransactions';
export { PointTransactions } from './widgets/points/PointTransactions';
export { formatPoints, formatRate } from './widgets/points/points.format';
export type { DayRange } from './widgets/points/points.range';
export { lastDays, rangeBounds, rangeProblem, rangeRules } from './widgets/points/points.range';
export { mallCaps, mallSections } from './widgets/points/points.rules';
export type {
  PointRates,
  PointTransactionRow,
  RedeemKind,
  RedemptionRow,
  RedemptionStatus,
  RewardData,
  RewardTypeTab,
} from './widgets/points/points.types';
export type { RedeemDialogProps, RedeemOutcome, RedeemValues } from './widgets/points/RedeemDialog';
export { RedeemDialog } from './widgets/points/RedeemDialog';
export type { RedemptionFilter, RedemptionRecordsProps } from './widgets/points/RedemptionRecords';
export { RedemptionRecords } from './widgets/points/RedemptionRecords';
export type { RewardCardProps } from './widgets/points/RewardCard';
export { RewardCard } from './widgets/points/RewardCard';
export type { ClaimDialogProps, ClaimOutcome, ClaimValues } from './widgets/promotions/ClaimDialog';
export { ClaimDialog } from './widgets/promotions/ClaimDialog';
export type { ManualBonusModalProps } from './widgets/promotions/ManualBonusModal';
export { ManualBonusModal } from './widgets/promotions/ManualBonusModal';
export type { PrizeModalProps } from './widgets/promotions/PrizeModal';
export { PrizeModal } from './widgets/promotions/PrizeModal';
export type { PromotionCardProps } from './widgets/promotions/PromotionCard';
export { PromotionCard, promotionAnchor } from './widgets/promotions/PromotionCard';
export type { PromotionListProps } from './widgets/promotions/PromotionList';
export { PromotionList } from './widgets/promotions/PromotionList';
export type { PopupNotice, PromotionPopupProps } from './widgets/promotions/PromotionPopup';
export { PromotionPopup } from './widgets/promotions/PromotionPopup';
export type {
  ClaimState,
  ManualBonusData,
  PrizeData,
  PrizeKind,
  PrizePresentation,
  PromotionCategoryData,
  PromotionData,
} from './widgets/promotions/promotions.types';
export type { RaffleTipProps } from './widgets/promotions/RaffleTip';
export { RaffleTip } from './widgets/promotions/RaffleTip';
export type { RewardTrayProps } from './widgets/promotions/RewardTray';
export { RewardTray } from './widgets/promotions/RewardTray';
export type { WinnerBoardProps, WinnerField, WinnerRow } from './widgets/promotions/WinnerBoard';
export { WinnerBoard } from './widgets/promotions/WinnerBoard';
export type { RegistrationFormProps, RegistrationSubmitValues } from './widgets/registration/RegistrationForm';
export { RegistrationForm } from './widgets/registration/RegistrationForm';
export { FIELD_PRESENTATION, shownFields } from './widgets/registration/registration.fields';
export type { RightBarEntry, RightBarKey, RightBarProps } from './widgets/right-bar/RightBar';
export { RIGHT_BAR_KEYS, RightBar, rightBarDefaults } from './widgets/right-bar/RightBar';
export type { SecondFactorDialogProps } from './widgets/second-factor/SecondFactorDialog';
export { SecondFactorDialog } from './widgets/second-factor/SecondFactorDialog';
export type { CodeMethod, SecondFactorMethod, SecondFactorValues } from './widgets/second-factor/second-factor.methods';
export { SECOND_FACTOR_METHODS } from './widgets/second-factor/second-factor.methods';
export type { DataColumn, DataTableProps } from './widgets/shared/DataTable';
export { DataTable } from './widgets/shared/DataTable';
export type { CurrencyFormat } from './widgets/shared/money';
export { formatAmount } from './widgets/shared/money';
export type { CountdownRuntime } from './widgets/shared/useCountdownMachine';
export type { SpeedClassName, SpeedTestPanelProps, SpeedTestRow } from './widgets/speed-test/SpeedTestPanel';
export { SpeedTestPanel } from './widgets/speed-test/SpeedTestPanel';
export { WIDGET_LIMITS } from './widgets/widgets.constants';
