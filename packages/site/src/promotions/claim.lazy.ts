/** The claim dialog's code (form, image checks): loaded at the first claim, not with the promotions page. */
export { ClaimDialog } from '@platform/ui-kit';
