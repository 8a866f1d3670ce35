// The public face of @platform/ui-kit: explicit named re-exports, `export type` for types.

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
export { SafeHtml } from './primitives/safe-html/SafeHtml';
export { SafeHtmlPolicyProvider } from './primitives/safe-html/SafeHtmlPolicy';
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
export { usePhoneViewport } from './shared/usePhoneViewport';
export { useReducedMotion } from './shared/useReducedMotion';
export { VisuallyHidden } from './shared/VisuallyHidden';
export type { Rgba } from './theme/color';
export { contrastRatio, parseColor } from './theme/color';
// Theme
export { vars } from './theme/contract.css';
export { makeTheme } from './theme/makeTheme';
export { isPhoneViewport, media, phoneMaxWidthPx, phoneTabBarHeightPx, touchTargetPx } from './theme/media';
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
// Widgets: each folder's barrel (widgets/<folder>/index.ts) names its exports
export * from './widgets/accounts';
export * from './widgets/agent';
export * from './widgets/banner';
export * from './widgets/centre';
export * from './widgets/chat';
export * from './widgets/download';
export * from './widgets/feedback';
export * from './widgets/footer';
export * from './widgets/help';
export * from './widgets/info-bar';
export * from './widgets/languages';
export * from './widgets/list-skeleton';
export * from './widgets/lobby';
export * from './widgets/lottery';
export * from './widgets/member';
export * from './widgets/mini-game';
export * from './widgets/modals';
export * from './widgets/notices';
export * from './widgets/payments';
export * from './widgets/phone-frame';
export * from './widgets/points';
export * from './widgets/promotions';
export * from './widgets/responsible-gaming';
export * from './widgets/right-bar';
export * from './widgets/shared';
export * from './widgets/speed-test';
export { WIDGET_LIMITS } from './widgets/widgets.constants';
