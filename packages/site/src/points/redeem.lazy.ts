/**
 * The redeem dialog's code (dialog, photo swiper, sanitiser, form): a chunk of its own, loaded when the mall is idle
 * for a logged-in player or at the first redeem click, so the mall's route stays small.
 */
export { RedeemDialog } from '@platform/ui-kit';
