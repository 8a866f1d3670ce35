/** The promotion popup's code: loaded on the home page only when there are PU notices to show. */
export { PromotionPopup } from '@platform/ui-kit';
