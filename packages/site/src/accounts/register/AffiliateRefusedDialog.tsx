import { Button, Dialog, useT } from '@platform/ui-kit';

export interface AffiliateRefusedDialogProps {
  /** The server's message for the refused code. */
  message: string | null;
  /** Leaves for the site's origin. @default location.assign(location.origin) */
  leave?: () => void;
}

/**
 * A required affiliate code from the link was refused (points §8 "otherwise info then redirect to origin"): the
 * player reads why, then goes back to the site's start page without the code. Any way of closing leaves.
 */
export function AffiliateRefusedDialog({
  message,
  leave = () => window.location.assign(window.location.origin),
}: AffiliateRefusedDialogProps) {
  const t = useT();
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => (open ? undefined : leave())}
      title={t('accounts.affiliateRefusedTitle')}
      description={`${message || t('affiliate.invalid')} ${t('accounts.affiliateRedirect')}`}
      size="sm"
      footer={<Button onClick={leave}>{t('common.confirm')}</Button>}
    />
  );
}
